import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, requests, server } from '@/testing/server'

const clusterQueries = () =>
  requests.filter((r) => new URL(r.url).pathname === '/api/public/clusters').map((r) => Object.fromEntries(new URL(r.url).searchParams))

describe('public map', { timeout: 15_000 }, () => {
  it('asks for the viewport with the filters, and lists markers and clusters for keyboard users', async () => {
    server.use({
      'GET /api/public/clusters': () =>
        json(200, [
          { lat: 40.718, lng: -74.043, count: 1, id: 'one', category: 'illegal-parking', type: 'double-parking', resolved: false },
          { lat: 40.72, lng: -74.05, count: 12 },
        ]),
    })
    const user = userEvent.setup()
    const { router } = renderApp('/en/map?category=illegal-parking&state=open')
    expect(await screen.findByRole('link', { name: 'Double Parking' })).toHaveAttribute('href', '/en/public/violations/approved/one')
    expect(screen.getByText('12 reports in this area')).toBeInTheDocument()
    expect(screen.getByText('13 reports in this view.')).toBeInTheDocument()
    const query = clusterQueries()[0]
    expect(query).toMatchObject({ category: 'illegal-parking', state: 'open' })
    expect(query?.bbox?.split(',').map(Number)).toHaveLength(4)

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/public/reports.csv?category=illegal-parking&state=open')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Open or resolved' }), 'resolved')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    await waitFor(() => expect(clusterQueries().at(-1)).toMatchObject({ category: 'illegal-parking', state: 'resolved' }))
    expect(router.state.location.search).toBe('?category=illegal-parking&state=resolved')
  })

  it('lists single reports first and at most 20 items at a time, with a way to show more', async () => {
    const clusters = Array.from({ length: 40 }, (_, i) => ({ lat: 40.6 + i / 100, lng: -74.1, count: i === 30 ? 50 : 1 }))
    const pins = Array.from({ length: 3 }, (_, i) => ({ lat: 40.7, lng: -74 + i / 100, count: 1, id: `pin-${String(i)}`, category: 'illegal-parking', type: 'double-parking' }))
    server.use({ 'GET /api/public/clusters': () => json(200, [...clusters, ...pins]) })
    const user = userEvent.setup()
    renderApp('/en/map')
    const list = () => within(screen.getByRole('region', { name: 'Reports in this view' })).getAllByRole('listitem')
    await screen.findAllByRole('link', { name: 'Double Parking' })
    expect(list()).toHaveLength(20)
    // The reports, then the largest cluster, then the rest.
    expect(list().slice(0, 3).map((li) => li.textContent)).toEqual(Array(3).fill('Double ParkingStill open'))
    expect(list()[3]).toHaveTextContent('50 reports in this area')
    await user.click(screen.getByRole('button', { name: 'Show more (23 more in this view)' }))
    expect(list()).toHaveLength(40)
    await user.click(screen.getByRole('button', { name: 'Show more (3 more in this view)' }))
    expect(list()).toHaveLength(43)
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument()
  })

  it('folds the filters behind a button that says whether they are shown', async () => {
    server.use({ 'GET /api/public/clusters': () => json(200, []) })
    const user = userEvent.setup()
    renderApp('/en/map')
    const toggle = await screen.findByRole('button', { name: 'Filters' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(panel).toHaveClass('max-sm:hidden')
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Apply filters' }))
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).not.toHaveClass('max-sm:hidden')
  })
})
