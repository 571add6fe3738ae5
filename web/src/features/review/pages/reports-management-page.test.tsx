import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, requests, server, signInWith } from '@/testing/server'

import { aStaffReport } from '@/testing/features/review/fake-queue'

const bulkBodies = () =>
  Promise.all(
    requests
      .filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/reports/bulk-transitions')
      .map(async (r) => (await r.clone().json()) as Record<string, unknown>),
  )

function serve() {
  const items = [
    aStaffReport({ id: 'a', address: '10 Grove St' }),
    aStaffReport({ id: 'b', address: '20 Erie St', type: 'cracked-pavement' }),
    aStaffReport({ id: 'c', address: '30 Coles St' }),
  ]
  server.use({
    'GET /api/reports': (req) => {
      const status = new URL(req.url).searchParams.get('status')
      return json(200, { items: items.filter((r) => r.status === status), next_cursor: null })
    },
    'POST /api/reports/bulk-transitions': () => json(200, { results: { a: 'ok', b: 'conflict' } }),
  })
}

async function open() {
  signInWith(['reporter_admin'])
  renderApp('/dashboard/admin/reports-management')
  await screen.findByRole('table')
  return userEvent.setup()
}

describe('reports management (bulk)', { timeout: 15_000 }, () => {
  it('forwards the chosen reports together and shows what happened to each', async () => {
    serve()
    const user = await open()
    expect(new URL(requests.find((r) => new URL(r.url).pathname === '/api/reports')?.url ?? '').searchParams.get('status')).toBe('screening')
    const [firstPothole] = screen.getAllByRole('checkbox', { name: /^Select Pothole/ })
    if (!firstPothole) throw new Error('no pothole row')
    await user.click(firstPothole)
    await user.click(screen.getByRole('checkbox', { name: /^Select Cracked Pavement/ }))
    expect(screen.getByText('2 reports selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Forward selected to review' }))

    const results = await screen.findByRole('heading', { name: 'Forwarded 1 of 2' })
    const panel = results.closest('section')
    if (!panel) throw new Error('no results panel')
    expect(within(panel).getByText('Forwarded')).toBeInTheDocument()
    expect(within(panel).getByText('Not forwarded: someone else changed it first')).toBeInTheDocument()
    expect(within(panel).getByText(/20 Erie St/)).toBeInTheDocument()
    expect(await bulkBodies()).toEqual([{ ids: ['a', 'b'], to: 'pending', expected_status: 'screening' }])
  })

  it('rejects in bulk with one reason, required before anything is sent', async () => {
    serve()
    const user = await open()
    await user.click(screen.getByRole('checkbox', { name: 'Select every report shown' }))
    expect(screen.getByText('3 reports selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reject selected' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject 3 reports' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject 3 reports' }))
    expect(within(dialog).getByRole('combobox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true')
    expect(await bulkBodies()).toEqual([])

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject 3 reports' }))
    expect(await screen.findByRole('heading', { name: 'Rejected 1 of 2' })).toBeInTheDocument()
    expect(await bulkBodies()).toEqual([{ ids: ['a', 'b', 'c'], to: 'rejected', expected_status: 'screening', reason_code: 'duplicate' }])
  })
})
