import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '@/lib/query-client'
import { useLiveEventStream } from '@/lib/live-events'
import { fakeEventStream } from '@/testing/event-stream'
import { json, requests, server } from '@/testing/server'

import { useFlags } from '../api/get-flags'
import { FLAGS_UPDATED_EVENT } from '../lib/flag-ids'
import { flagKeys } from '../api/query-keys'
import { useAdminFlagRefresh } from './use-admin-flag-refresh'
import { useLiveFlags } from './use-live-flags'

const calls = (path: string) => requests.filter((r) => new URL(r.url).pathname === path).length

function setup(isReporterAdmin: boolean) {
  const stream = fakeEventStream()
  const single: Record<string, boolean> = { nav_admin_dashboard: true, nav_admin_screening: true, nav_admin_all_violations: true }
  server.use({
    'GET /api/events': stream.handler,
    'GET /api/flags': () => json(200, { nav_reporter_violations: true, nav_admin_screening: true }),
    'GET /api/owner/flags': () => json(200, []),
  })
  for (const id of Object.keys(single)) {
    server.use({ [`GET /api/flags/${id}`]: () => json(200, { flag_id: id, enabled: single[id] }) })
  }
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const view = renderHook(
    () => {
      useLiveEventStream(true)
      useLiveFlags('u1')
      useAdminFlagRefresh('u1', isReporterAdmin)
      return useFlags('u1')
    },
    { wrapper },
  )
  return { stream, single, client, view }
}

describe('live flags', () => {
  it('sets the flag cache from flags.updated without a refetch, re-reads the owner list and fires the window event', async () => {
    const { stream, client, view } = setup(false)
    await waitFor(() => expect(view.result.current.nav_reporter_violations).toBe(true))
    await waitFor(() => expect(stream.openCount()).toBe(1))
    const ownerList = vi.fn()
    client.getQueryCache().subscribe((event) => {
      const owner = JSON.stringify(event.query.queryKey) === JSON.stringify(flagKeys.owner())
      if (event.type === 'updated' && event.action.type === 'invalidate' && owner) ownerList()
    })
    client.setQueryData(flagKeys.owner(), [])
    const fired = vi.fn()
    window.addEventListener(FLAGS_UPDATED_EVENT, fired)

    stream.send('flags.updated', { nav_reporter_violations: false, public_map: true })
    await waitFor(() => expect(view.result.current.nav_reporter_violations).toBe(false))
    expect(view.result.current.public_map).toBe(true)
    expect(calls('/api/flags')).toBe(1)
    expect(fired).toHaveBeenCalledTimes(1)
    expect(ownerList).toHaveBeenCalled()
    window.removeEventListener(FLAGS_UPDATED_EVENT, fired)
  })

  it('ignores a malformed event', async () => {
    const { stream, view } = setup(false)
    await waitFor(() => expect(view.result.current.nav_reporter_violations).toBe(true))
    await waitFor(() => expect(stream.openCount()).toBe(1))
    stream.write('event: flags.updated\ndata: {"nav_reporter_violations":"no"}\n\n')
    stream.send('flags.updated', { nav_reporter_violations: false })
    await waitFor(() => expect(view.result.current.nav_reporter_violations).toBe(false))
  })

  it('a reporter admin re-reads the three admin flags at load and on every change', async () => {
    const { stream, single, view } = setup(true)
    await waitFor(() => expect(calls('/api/flags/nav_admin_screening')).toBe(1))
    expect(calls('/api/flags/nav_admin_dashboard')).toBe(1)
    expect(calls('/api/flags/nav_admin_all_violations')).toBe(1)
    await waitFor(() => expect(stream.openCount()).toBe(1))

    single.nav_admin_screening = false
    stream.send('flags.updated', { nav_admin_screening: true })
    await waitFor(() => expect(calls('/api/flags/nav_admin_screening')).toBe(2))
    // The one-by-one answer is the last word for the cache.
    await waitFor(() => expect(view.result.current.nav_admin_screening).toBe(false))
    expect(calls('/api/flags/nav_admin_dashboard')).toBe(2)
  })

  it('other users do not re-read the admin flags', async () => {
    const { stream, view } = setup(false)
    await waitFor(() => expect(view.result.current.nav_reporter_violations).toBe(true))
    await waitFor(() => expect(stream.openCount()).toBe(1))
    stream.send('flags.updated', {})
    await waitFor(() => expect(view.result.current).toEqual({}))
    expect(calls('/api/flags/nav_admin_screening')).toBe(0)
  })
})
