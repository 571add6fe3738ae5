import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, server, signInWith } from '@/testing/server'

// Whole-app renders load page chunks and locales: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

describe('/dashboard/reporter', () => {
  it('counts the user’s reports by status and by category', async () => {
    server.use({
      'GET /api/reports/mine/stats': () =>
        json(200, {
          by_status: { screening: 2, pending: 1, approved: 3, rejected: 0 },
          by_category: { 'road-infrastructure': 4, 'illegal-parking': 2 },
        }),
    })
    signInWith(['reporter'])
    renderApp('/dashboard/reporter')
    expect(await screen.findByText('6 reports in total')).toBeInTheDocument()
    const byStatus = screen.getByRole('list', { name: 'By status' })
    expect(within(byStatus).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['In screening2', 'In review1', 'Approved3', 'Rejected0'])
    const byCategory = screen.getByRole('list', { name: 'By category' })
    expect(within(byCategory).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Road Conditions4', 'Illegal Parking2'])
  })

  it('invites a user without reports to file one', async () => {
    server.use({ 'GET /api/reports/mine/stats': () => json(200, { by_status: { screening: 0 }, by_category: {} }) })
    signInWith(['reporter'])
    renderApp('/dashboard/reporter')
    expect(await screen.findByText('0 reports in total')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'File a report' })).toHaveAttribute('href', '/dashboard/upload')
  })

  it('is for reporters only', async () => {
    signInWith(['reviewer'])
    renderApp('/dashboard/reporter')
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument()
  })
})
