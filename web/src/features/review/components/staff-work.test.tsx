import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, requests, server, signInWith } from '@/testing/server'

import { aStaffReport, serveQueue } from '@/testing/features/review/fake-queue'

async function open(url: string, roles: string[]) {
  signInWith(roles)
  const view = renderApp(url)
  await screen.findByRole('heading', { name: 'Decision' })
  return { ...view, user: userEvent.setup() }
}

const bodies = (method: string, path: string) =>
  Promise.all(requests.filter((r) => r.method === method && new URL(r.url).pathname === path).map(async (r) => (await r.clone().json()) as unknown))

beforeEach(() => window.sessionStorage.clear())

describe('shared staff work', { timeout: 15_000 }, () => {
  it('assigns the report to me', async () => {
    serveQueue([aStaffReport({ id: 'a' })])
    server.use({ 'PUT /api/reports/a/claim': () => json(200, {}) })
    const { user } = await open('/dashboard/admin/screening?id=a', ['reporter_admin'])
    await user.click(screen.getByRole('button', { name: 'Assign to me' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && new URL(r.url).pathname === '/api/reports/a/claim')).toBe(true))
  })

  it('says who holds a claim', async () => {
    serveQueue([aStaffReport({ id: 'a', claim: { user_id: 'someone-else', user_name: 'Luis Peña', claimed_at: '2026-01-01T10:00:00Z', expires_at: '2026-01-01T10:30:00Z' } })])
    await open('/dashboard/admin/screening?id=a', ['reporter_admin'])
    expect(await screen.findByText(/Luis Peña is working on this report/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull()
  })

  it('adds an internal note, shown in the history as a staff-only entry', async () => {
    serveQueue([aStaffReport({ id: 'a' })])
    server.use({
      'POST /api/reports/a/notes': () => json(201, {}),
      'GET /api/reports/a/events': () =>
        json(200, [
          { id: 'e1', from: null, to: 'screening', created_at: '2026-01-01T09:00:00Z' },
          { id: 'n1', from: 'screening', to: 'screening', kind: 'note', note: 'Plate readable: ask the precinct', actor_name: 'Ana', created_at: '2026-01-01T10:00:00Z' },
        ]),
    })
    const { user } = await open('/dashboard/admin/screening?id=a', ['reporter_admin'])
    expect(await screen.findByText('Plate readable: ask the precinct')).toBeInTheDocument()
    expect(screen.getAllByText('Internal note').length).toBeGreaterThan(0)
    await user.type(screen.getByRole('textbox', { name: 'Internal note' }), 'Called the reporter')
    await user.click(screen.getByRole('button', { name: 'Add note' }))
    await waitFor(async () => expect(await bodies('POST', '/api/reports/a/notes')).toEqual([{ body: 'Called the reporter' }]))
  })

  it('inserts a reply in the reporter’s language into the rejection’s note', async () => {
    serveQueue([aStaffReport({ id: 'a' })])
    server.use({
      'GET /api/reports/a/reply-templates': () =>
        json(200, {
          language: 'es',
          templates: [{ id: 't1', reason_code: 'duplicate', language: 'es', title: 'Duplicado', body: 'Ya recibimos este reporte.', updated_at: '2026-01-01T00:00:00Z' }],
        }),
      'POST /api/reports/a/transitions': () => json(200, aStaffReport({ id: 'a', status: 'rejected' })),
    })
    const { user } = await open('/dashboard/admin/screening?id=a', ['reporter_admin'])
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this report' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'duplicate')
    const picker = await within(dialog).findByRole('combobox', { name: 'Insert a reply' })
    expect(within(dialog).getByText("Replies in the reporter's language (Spanish)")).toBeInTheDocument()
    await user.selectOptions(picker, 't1')
    expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveValue('Ya recibimos este reporte.')
    await user.click(within(dialog).getByRole('button', { name: 'Reject report' }))
    await waitFor(async () =>
      expect(await bodies('POST', '/api/reports/a/transitions')).toEqual([
        { to: 'rejected', expected_status: 'screening', reason_code: 'duplicate', note: 'Ya recibimos este reporte.' },
      ]),
    )
  })

  it('filters the staff list by claim: mine or unassigned', async () => {
    signInWith(['reporter_admin'])
    server.use({ 'GET /api/reports': () => json(200, { items: [], next_cursor: null }) })
    renderApp('/dashboard/admin/all-violations?claim=mine')
    // The form is drawn anew once the catalog's categories are in: choose after that.
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option').length).toBeGreaterThan(1))
    const filter = screen.getByRole('combobox', { name: 'Assigned' })
    expect(filter).toHaveValue('mine')
    await waitFor(() => expect(requests.some((r) => r.method === 'GET' && new URL(r.url).searchParams.get('claim') === 'mine')).toBe(true))
    const user = userEvent.setup()
    await user.selectOptions(filter, 'unassigned')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(requests.some((r) => new URL(r.url).searchParams.get('claim') === 'unassigned')).toBe(true))
  })

  it('lists one user’s reports for the owner (the users page links to All Violations with ?reporter=)', async () => {
    signInWith(['owner'])
    server.use({ 'GET /api/reports': () => json(200, { items: [aStaffReport({ id: 'a' })], next_cursor: null }) })
    renderApp('/dashboard/admin/all-violations?reporter=u9')
    await waitFor(() => expect(requests.some((r) => r.method === 'GET' && new URL(r.url).searchParams.get('reporter') === 'u9')).toBe(true))
    expect(screen.queryByRole('heading', { name: 'Access Restricted' })).toBeNull()
  })
})
