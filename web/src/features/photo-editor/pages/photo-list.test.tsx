import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, requests, server, signInWith } from '@/testing/server'

const report = (id: string, address: string) => ({
  id,
  status: 'pending',
  category: 'road-infrastructure',
  type: 'pothole',
  address,
  uploaded_at: '2026-01-01T10:00:00Z',
  photos: [{ id: `p-${id}`, content_type: 'image/jpeg', url: `/media/p-${id}/public`, thumbnail_url: `/media/p-${id}/thumb`, state: 'ready' }],
})

describe('photo editor list', { timeout: 15_000 }, () => {
  it('names each photo’s report (type, address, id) and searches by text on the server or by id among those shown', async () => {
    signInWith(['owner'])
    server.use({
      'GET /api/reports': (req: Request) => {
        const q = new URL(req.url).searchParams.get('q')
        return json(200, { items: q ? [report('bbbbbbbb-2222', 'Newark Ave')] : [report('aaaaaaaa-1111', 'Grove St'), report('bbbbbbbb-2222', 'Newark Ave')], next_cursor: null })
      },
    })
    renderApp('/dashboard/owner/photo-editor')
    expect(await screen.findByText('Address: Grove St')).toBeInTheDocument()
    expect(screen.getAllByText('Type: Pothole').length).toBe(2)
    expect(screen.getByText('Report id: aaaaaaaa')).toBeInTheDocument()
    const user = userEvent.setup()
    const search = screen.getByRole('searchbox', { name: 'Search by address, description or report id' })
    await user.type(search, 'Newark{Enter}')
    await waitFor(() => expect(screen.queryByText('Address: Grove St')).toBeNull())
    expect(requests.some((r) => new URL(r.url).searchParams.get('q') === 'Newark')).toBe(true)
    await user.clear(search)
    await user.type(search, 'aaaaaaaa{Enter}')
    expect(await screen.findByText('Address: Grove St')).toBeInTheDocument()
    expect(screen.queryByText('Address: Newark Ave')).toBeNull()
  })
})
