import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { signedInShell } from '@/app/routes/dashboard/test-setup'
import { renderApp } from '@/testing/render-app'
import { json, server } from '@/testing/server'

const stats = (by_status: Record<string, number>) => () => json(200, { by_status, by_category: {} })

describe('dashboard home', { timeout: 15_000 }, () => {
  it('welcomes the user by name and shows their reports by status', async () => {
    signedInShell(['reporter'])
    server.use({ 'GET /api/reports/mine/stats': stats({ screening: 1, pending: 3, approved: 2, rejected: 0 }) })
    renderApp('/dashboard')
    expect(await screen.findByText('Welcome, Ana!')).toBeInTheDocument()
    expect(await screen.findByText('6 reports in all')).toBeInTheDocument()
    const list = screen.getByRole('region', { name: 'Your reports' })
    const terms = within(list).getAllByRole('term')
    expect(terms.map((term) => `${term.textContent}=${term.nextElementSibling?.textContent ?? ''}`)).toEqual([
      'Being screened=1',
      'Awaiting review=3',
      'Approved=2',
      'Rejected=0',
    ])
  })

  it('says so when there are no reports yet', async () => {
    signedInShell(['reporter'])
    server.use({ 'GET /api/reports/mine/stats': stats({ screening: 0, pending: 0, approved: 0, rejected: 0 }) })
    renderApp('/dashboard')
    expect(await screen.findByText(/You haven't reported anything yet/)).toBeInTheDocument()
  })

  it('offers a retry when the counts cannot be loaded', async () => {
    signedInShell(['reporter'])
    let fail = true
    server.use({
      'GET /api/reports/mine/stats': () =>
        fail ? json(500, { error: { code: 'internal', message: 'x' } }) : json(200, { by_status: { approved: 1 }, by_category: null }),
    })
    renderApp('/dashboard')
    expect(await screen.findByText('Your report counts could not be loaded.', undefined, { timeout: 8_000 })).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('1 report in all')).toBeInTheDocument()
  })

  it('offers quick actions, the public map only while its flag is on', async () => {
    signedInShell(['reporter'], { public_map: false })
    renderApp('/dashboard')
    const actions = within(await screen.findByRole('region', { name: 'Quick actions' }))
    expect(actions.getByRole('link', { name: /Report a problem/ })).toHaveAttribute('href', '/dashboard/upload')
    expect(actions.getByRole('link', { name: /My violations/ })).toHaveAttribute('href', '/dashboard/violations')
    expect(actions.queryByRole('link', { name: /Public map/ })).toBeNull()
  })

  it('links to the map in the interface language', async () => {
    signedInShell(['reporter'])
    renderApp('/dashboard')
    const actions = within(await screen.findByRole('region', { name: 'Quick actions' }))
    expect(await actions.findByRole('link', { name: /Public map/ })).toHaveAttribute('href', '/en/map')
  })
})
