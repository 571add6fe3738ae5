import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server } from '@/testing/server'

// The first test loads the lazy page chunk and locale files; a busy machine can be slow.
vi.setConfig({ testTimeout: 20_000 })

const page = () => ({
  department_name: 'Obras Públicas',
  category: 'road-infrastructure',
  type: 'pothole',
  description: 'A deep pothole by the bus stop',
  place: '100 Grove St',
  resolved: false,
  private: false,
  updates: [{ id: 'u1', kind: 'acknowledged', note: 'Seen', department_name: 'Obras Públicas', created_at: '2026-03-05T10:00:00Z' }],
})

describe("a department's update page", () => {
  it('shows the report and what was said, and sends an update with the link signature', async () => {
    let sent: unknown = null
    server.use({
      'GET /api/department-updates/d1': () => json(200, page()),
      'POST /api/department-updates/d1': async (request) => {
        sent = await request.json()
        return json(201, { id: 'u2' })
      },
    })
    renderApp('/en/department-update/d1?sig=abc')
    await screen.findByRole('heading', { level: 1, name: 'Report update' })
    expect(await screen.findByText('100 Grove St')).toBeInTheDocument()
    expect(screen.getByText('Sent to Obras Públicas')).toBeInTheDocument()
    expect(screen.getByText('Seen')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByLabelText('Fixed'))
    await user.type(screen.getByLabelText('Note (optional; shown on the public report)'), 'Patched')
    await user.click(screen.getByRole('button', { name: 'Send update' }))
    expect(await screen.findByText('Thank you: the update was recorded.')).toBeInTheDocument()
    expect(sent).toEqual({ sig: 'abc', kind: 'fixed', note: 'Patched' })
  })

  it('refuses a link with a wrong signature, and asks nothing without one', async () => {
    server.use({ 'GET /api/department-updates/d1': () => apiError(403, 'forbidden', 'This link is not valid.') })
    const { router } = renderApp('/es/department-update/d1?sig=forged')
    expect(await screen.findByText('Este enlace no es válido. Use el enlace del correo tal como se envió.')).toBeInTheDocument()
    requests.length = 0
    await router.navigate('/es/department-update/d1')
    expect(await screen.findByText('Este enlace no es válido. Use el enlace del correo tal como se envió.')).toBeInTheDocument()
    expect(requests.filter((r) => r.url.includes('/api/department-updates/'))).toEqual([])
  })
})
