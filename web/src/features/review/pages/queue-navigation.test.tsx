import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server, signInWith } from '@/testing/server'

import { aStaffReport, serveQueue } from '@/testing/features/review/fake-queue'

function threeInScreening() {
  return serveQueue([
    aStaffReport({ id: 'a', uploaded_at: '2025-03-01T09:00:00Z', description: 'First pothole.' }),
    aStaffReport({ id: 'b', uploaded_at: '2025-03-02T09:00:00Z', description: 'Second pothole.' }),
    aStaffReport({ id: 'c', uploaded_at: '2025-03-03T09:00:00Z', description: 'Third pothole.' }),
  ])
}

async function open(url: string, roles = ['reporter_admin']) {
  signInWith(roles)
  const view = renderApp(url)
  await screen.findByRole('navigation', { name: 'Queue navigation' })
  return { ...view, user: userEvent.setup() }
}

const search = (router: { state: { location: { search: string } } }) => router.state.location.search

beforeEach(() => window.sessionStorage.clear())

describe('screening queue navigation (docs/PRODUCT.md §5)', { timeout: 15_000 }, () => {
  it('opens the earliest report without ?id, shows position/total and remembers the id', async () => {
    threeInScreening()
    const { router } = await open('/dashboard/admin/screening')
    expect(await screen.findByText('First pothole.')).toBeInTheDocument()
    expect(search(router)).toBe('?id=a')
    expect(await screen.findByText('1/3')).toBeInTheDocument()
    expect(window.sessionStorage.getItem('vecino.lastScreeningId')).toBe('a')
    expect(screen.getByRole('button', { name: 'Previous violation' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next violation' })).toBeEnabled()
  })

  it('moves next and previous by uploaded time, disabling next at the last position', async () => {
    threeInScreening()
    const { router, user } = await open('/dashboard/admin/screening?id=b')
    await screen.findByText('2/3')
    await user.click(screen.getByRole('button', { name: 'Next violation' }))
    expect(await screen.findByText('Third pothole.')).toBeInTheDocument()
    expect(search(router)).toBe('?id=c')
    expect(await screen.findByText('3/3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next violation' })).toBeDisabled()
    expect(window.sessionStorage.getItem('vecino.lastScreeningId')).toBe('c')

    await user.click(screen.getByRole('button', { name: 'Previous violation' }))
    expect(await screen.findByText('Second pothole.')).toBeInTheDocument()
    expect(search(router)).toBe('?id=b')
  })

  it('goes to the base page (which opens the earliest) when no later report is left', async () => {
    const [, , c] = threeInScreening()
    const { router, user } = await open('/dashboard/admin/screening?id=b')
    await screen.findByText('2/3')
    if (c) c.status = 'pending' // someone forwarded the last one meanwhile
    const before = requests.length
    await user.click(screen.getByRole('button', { name: 'Next violation' }))
    await waitFor(() => expect(search(router)).toBe('?id=a'))
    expect(requests.slice(before).some((r) => new URL(r.url).pathname === '/api/reports/first')).toBe(true)
  })

  it("stays and says 'You are viewing the first violation' when no earlier report is left", async () => {
    const [a] = threeInScreening()
    const { router, user } = await open('/dashboard/admin/screening?id=b')
    await screen.findByText('2/3')
    if (a) a.status = 'pending'
    await user.click(screen.getByRole('button', { name: 'Previous violation' }))
    expect(await screen.findByText('You are viewing the first violation')).toBeInTheDocument()
    expect(search(router)).toBe('?id=b')
  })

  it('shows the error toasts of docs/PRODUCT.md §14', async () => {
    threeInScreening()
    const { user } = await open('/dashboard/admin/screening?id=b')
    await screen.findByText('2/3')

    server.use({ 'GET /api/reports/b/position': () => apiError(500, 'internal', 'boom') })
    await user.click(screen.getByRole('button', { name: 'Next violation' }))
    expect(await screen.findByText('Could not load next violation')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous violation' }))
    expect(await screen.findByText('Could not load previous violation')).toBeInTheDocument()

    server.use({ 'GET /api/reports/b/position': () => apiError(404, 'not_found', 'not in status') })
    await user.click(screen.getByRole('button', { name: 'Next violation' }))
    expect(await screen.findByText('Cannot navigate: Missing timestamp')).toBeInTheDocument()

    server.use({
      'GET /api/reports/b/position': () => json(200, { position: 2, total: 3, prev_id: 'a', next_id: 'c' }),
      'GET /api/reports/c': () => apiError(500, 'internal', 'boom'),
      'GET /api/reports/a': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    await user.click(screen.getByRole('button', { name: 'Next violation' }))
    expect(await screen.findByText('Failed to navigate to next violation')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous violation' }))
    expect(await screen.findByText('Failed to navigate to previous violation')).toBeInTheDocument()
  })

  it('says the queue is empty when there is nothing to screen', async () => {
    serveQueue([])
    signInWith(['reporter_admin'])
    renderApp('/dashboard/admin/screening')
    expect(await screen.findByText('Nothing to screen')).toBeInTheDocument()
  })
})

describe('pending queue navigation', { timeout: 15_000 }, () => {
  it('navigates the pending status, remembers the last pending id and names it in Spanish', async () => {
    serveQueue([
      aStaffReport({ id: 'p1', status: 'pending', uploaded_at: '2025-03-01T09:00:00Z' }),
      aStaffReport({ id: 's1', status: 'screening', uploaded_at: '2025-03-02T09:00:00Z' }),
      aStaffReport({ id: 'p2', status: 'pending', uploaded_at: '2025-03-03T09:00:00Z' }),
    ])
    const { router, user } = await open('/dashboard/review/pending', ['reviewer'])
    await waitFor(() => expect(search(router)).toBe('?id=p1'))
    await screen.findByText('1/2')
    await user.click(screen.getByRole('button', { name: 'Next violation' }))
    await waitFor(() => expect(search(router)).toBe('?id=p2'))
    expect(await screen.findByText('2/2')).toBeInTheDocument()
    expect(window.sessionStorage.getItem('vecino.lastPendingId')).toBe('p2')
    expect(window.sessionStorage.getItem('vecino.lastScreeningId')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Cambiar a español' }))
    expect(await screen.findByRole('button', { name: 'Reporte anterior' })).toBeEnabled()
  })
})
