import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, requests, server, signInWith } from '@/testing/server'

const tpl = { id: 't1', reason_code: 'duplicate', language: 'es', title: 'Duplicado', body: 'Ya recibimos este reporte.', updated_at: '2026-01-01T00:00:00Z' }

describe('reply templates page', { timeout: 15_000 }, () => {
  it('lists the replies and saves a new one', async () => {
    signInWith(['reviewer_admin'])
    server.use({ 'GET /api/reply-templates': () => json(200, [tpl]), 'POST /api/reply-templates': () => json(201, tpl) })
    renderApp('/dashboard/reply-templates')
    expect(await screen.findByText('Ya recibimos este reporte.')).toBeInTheDocument()
    expect(screen.getByText('Duplicate of another report · Spanish')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'New reply' }))
    await user.selectOptions(screen.getByRole('combobox', { name: /Reason/ }), 'outside_city')
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Outside')
    await user.type(screen.getByRole('textbox', { name: /Text/ }), 'This place is outside the city.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => {
      const posts = requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/reply-templates')
      expect(await Promise.all(posts.map(async (r) => (await r.clone().json()) as unknown))).toEqual([
        { reason_code: 'outside_city', language: 'en', title: 'Outside', body: 'This place is outside the city.' },
      ])
    })
  })

  it('is for admins only: a reviewer meets Access Restricted', async () => {
    signInWith(['reviewer'])
    renderApp('/dashboard/reply-templates')
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument()
  })
})
