import { screen, waitFor } from '@testing-library/react'
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
})
