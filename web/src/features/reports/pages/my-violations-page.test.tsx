import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server, signInWith } from '@/testing/server'

import type { Report } from '../api/report-schema'
import { aReport } from '@/testing/features/reports/fixtures'

// Whole-app renders load page chunks and locales: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

/** serveMine answers GET /api/reports/mine from pages keyed by cursor ('' for the first), filtering by ?status. */
function serveMine(pages: Record<string, { items: Report[]; next: string | null }>) {
  server.use({
    'GET /api/reports/mine': (request) => {
      const params = new URL(request.url).searchParams
      const page = pages[params.get('cursor') ?? ''] ?? { items: [], next: null }
      const status = params.get('status')
      return json(200, { items: page.items.filter((r) => !status || r.status === status), next_cursor: page.next })
    },
  })
}

const mineRequests = () => requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/reports/mine')

async function open(url = '/dashboard/violations') {
  signInWith(['reporter'])
  const view = renderApp(url)
  await screen.findByRole('heading', { level: 1, name: 'My Violations' })
  return { ...view, user: userEvent.setup() }
}

describe('My Violations', () => {
  it('lists each report with its status, thumbnail, labels, dates and rejection reason', async () => {
    serveMine({
      '': {
        items: [
          aReport({ id: 'a', description: 'Pothole by the school.' }),
          aReport({ id: 'b', type: 'cracked-pavement', status: 'rejected', rejection: { reason_code: 'duplicate', note: 'Same as #12.' } }),
        ],
        next: null,
      },
    })
    await open()
    const first = await screen.findByRole('article', { name: 'Pothole' })
    expect(within(first).getByText('In screening')).toBeInTheDocument()
    expect(within(first).getByText('Road Conditions')).toBeInTheDocument()
    expect(within(first).getByRole('img', { name: 'Photo of the report: Pothole' }).getAttribute('src')).toMatch(/\/thumb\?/)
    expect(within(first).getByText('Happened:').nextElementSibling).toHaveTextContent(/^Mar 14, 2025/)
    expect(within(first).getByText('Sent:').nextElementSibling).toHaveTextContent(/^Mar 14, 2025/)
    expect(within(first).getByRole('button', { name: 'Edit' })).toBeInTheDocument()

    const rejected = screen.getByRole('article', { name: 'Cracked Pavement' })
    expect(within(rejected).getByText('Rejected: It duplicates another report')).toBeInTheDocument()
    expect(within(rejected).getByText('Same as #12.')).toBeInTheDocument()
    expect(within(rejected).queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(within(rejected).queryByRole('button', { name: 'Withdraw' })).toBeNull()
  })

  it('writes dates and reasons in Spanish', async () => {
    serveMine({ '': { items: [aReport({ status: 'rejected', rejection: { reason_code: 'outside_city', note: '' } })], next: null } })
    await i18n.changeLanguage('es')
    signInWith(['reporter'])
    renderApp('/dashboard/violations')
    const card = await screen.findByRole('article', { name: 'Bache' })
    expect(within(card).getByText('Rechazado: Está fuera de la ciudad')).toBeInTheDocument()
    expect(within(card).getByText('Pasó:').nextElementSibling).toHaveTextContent(/^14 mar 2025/)
  })

  it('filters by status through the URL', async () => {
    serveMine({ '': { items: [aReport({ id: 'a' }), aReport({ id: 'b', type: 'cracked-pavement', status: 'approved' })], next: null } })
    const { user, router } = await open()
    await screen.findByRole('article', { name: 'Pothole' })
    const tabs = screen.getByRole('navigation', { name: 'Filter by status' })
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await user.click(within(tabs).getByRole('link', { name: 'Approved' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'))
    expect(await screen.findByRole('article', { name: 'Cracked Pavement' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Pothole' })).toBeNull()
    expect(new URL(mineRequests().at(-1)?.url ?? '').searchParams.get('status')).toBe('approved')
    expect(within(tabs).getByRole('link', { name: 'Approved' })).toHaveAttribute('aria-current', 'page')
  })

  it('loads more with the next cursor', async () => {
    serveMine({ '': { items: [aReport({ id: 'a' })], next: 'c1' }, c1: { items: [aReport({ id: 'b', type: 'debris-in-lane' })], next: null } })
    const { user } = await open()
    await screen.findByRole('article', { name: 'Pothole' })
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('article', { name: 'Debris in the Lane' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Pothole' })).toBeInTheDocument()
    expect(new URL(mineRequests().at(-1)?.url ?? '').searchParams.get('cursor')).toBe('c1')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('edits a report in screening with PATCH', async () => {
    const report = aReport({ id: 'r1' })
    serveMine({ '': { items: [report], next: null } })
    let patched: unknown = null
    server.use({
      'PATCH /api/reports/r1': async (request) => {
        patched = await request.json()
        return json(200, { ...report, description: 'A deeper pothole than before.' })
      },
    })
    const { user } = await open()
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit report' })
    const box = within(dialog).getByLabelText('What happened?')
    await user.clear(box)
    await user.type(box, 'short')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Write at least 10 characters.')).toBeInTheDocument()
    await user.clear(box)
    await user.click(box)
    await user.paste('A deeper pothole than before.')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your report was updated.')).toBeInTheDocument()
    expect(patched).toEqual({ description: 'A deeper pothole than before.', address: 'Grove St and Newark Ave' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('withdraws a report after confirmation', async () => {
    serveMine({ '': { items: [aReport({ id: 'r2' })], next: null } })
    let deleted = false
    server.use({
      'DELETE /api/reports/r2': () => {
        deleted = true
        return new Response(null, { status: 204 })
      },
    })
    const { user } = await open()
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this report?' })
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw report' }))
    expect(await screen.findByText('Your report was withdrawn.')).toBeInTheDocument()
    expect(deleted).toBe(true)
  })

  it('says when a report is already under review (409) and refreshes the list', async () => {
    const report = aReport({ id: 'r3' })
    let current = report
    server.use({ 'GET /api/reports/mine': () => json(200, { items: [current], next_cursor: null }) })
    server.use({
      'DELETE /api/reports/r3': () => {
        current = { ...report, status: 'pending' }
        return apiError(409, 'conflict', 'The report is no longer in screening.')
      },
    })
    const { user } = await open()
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw report' }))
    expect(await screen.findByText('This report is already under review, so it can no longer be changed or withdrawn.')).toBeInTheDocument()
    const card = await screen.findByRole('article', { name: 'Pothole' })
    await waitFor(() => expect(within(card).getByText('In review')).toBeInTheDocument())
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).toBeNull()
  })

  it('shows an empty state that leads to filing a report', async () => {
    serveMine({ '': { items: [], next: null } })
    await open()
    expect(await screen.findByText("You haven't filed any reports yet.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'File a report' })).toHaveAttribute('href', '/dashboard/upload')
  })

  it('highlights the report just sent', async () => {
    // jsdom lays nothing out, so it has no scrolling.
    Element.prototype.scrollIntoView = vi.fn()
    serveMine({ '': { items: [aReport({ id: 'old' }), aReport({ id: 'new', type: 'debris-in-lane' })], next: null } })
    await open('/dashboard/violations?highlight=new')
    const card = await screen.findByRole('article', { name: 'Debris in the Lane' })
    await waitFor(() => expect(card).toHaveFocus())
    expect(within(card).getByText('Just sent')).toBeInTheDocument()
  })
})
