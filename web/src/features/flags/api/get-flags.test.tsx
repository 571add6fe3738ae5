import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { apiError, json, requests, server } from '@/testing/server'

import { fetchFlags, FlagTimeoutError, flagRetry, flagsQueryOptions, useFlags, withTimeout } from './get-flags'

const flagCalls = () => requests.filter((r) => new URL(r.url).pathname === '/api/flags').length

/** hangs answers only when the request is aborted, like a server that never replies. */
const hangs = (request: Request) =>
  new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

describe('flag query', () => {
  it('uses docs/PRODUCT.md §8 settings: 5 minutes stale, no refetch on focus or mount', () => {
    const options = flagsQueryOptions('u1')
    expect(options.staleTime).toBe(300_000)
    expect(options.refetchOnWindowFocus).toBe(false)
    expect(options.refetchOnMount).toBe(false)
  })

  it('gives up after the timeout with FlagTimeoutError', async () => {
    server.use({ 'GET /api/flags': hangs })
    await expect(fetchFlags(undefined, 30)).rejects.toBeInstanceOf(FlagTimeoutError)
  })

  it('retries twice, but never after a timeout or a 4xx', () => {
    const failure = new ApiError({ code: 'internal', status: 500, message: 'boom' })
    expect([0, 1, 2].map((n) => flagRetry(n, failure))).toEqual([true, true, false])
    expect(flagRetry(0, new FlagTimeoutError())).toBe(false)
    expect(flagRetry(0, new ApiError({ code: 'unauthorized', status: 401, message: 'no' }))).toBe(false)
  })

  it('makes three requests for a failing server and one for a timeout, and the flags are off', async () => {
    server.use({ 'GET /api/flags': () => apiError(500, 'internal', 'boom') })
    const client = createQueryClient()
    await expect(client.query({ ...flagsQueryOptions('u1'), retryDelay: 0 })).rejects.toBeInstanceOf(ApiError)
    expect(flagCalls()).toBe(3)

    requests.length = 0
    server.use({ 'GET /api/flags': hangs })
    await expect(client.query({ ...flagsQueryOptions('u2', 30), retryDelay: 0 })).rejects.toBeInstanceOf(FlagTimeoutError)
    expect(flagCalls()).toBe(1)
  })

  it('useFlags: off without a user, on error, and while loading; no refetch on focus or remount', async () => {
    server.use({ 'GET /api/flags': () => json(200, { public_map: true, analytics: false }) })
    const client = createQueryClient()
    const anonymous = renderHook(() => useFlags(null), { wrapper: wrapper(client) })
    expect(anonymous.result.current).toEqual({})
    expect(flagCalls()).toBe(0)

    const first = renderHook(() => useFlags('u1'), { wrapper: wrapper(client) })
    await waitFor(() => expect(first.result.current.public_map).toBe(true))
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    first.unmount()
    const again = renderHook(() => useFlags('u1'), { wrapper: wrapper(client) })
    expect(again.result.current.public_map).toBe(true)
    expect(flagCalls()).toBe(1)
    focusManager.setFocused(undefined)

    server.use({ 'GET /api/flags': () => apiError(503, 'unavailable', 'down') })
    const failing = renderHook(() => useFlags('u3'), {
      wrapper: wrapper(new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })),
    })
    await waitFor(() => expect(flagCalls()).toBe(4))
    expect(failing.result.current).toEqual({})
  })
})

describe('withTimeout', () => {
  it('aborts with the caller’s signal, not as a timeout', () => {
    const caller = new AbortController()
    const limited = withTimeout(caller.signal, 1_000)
    caller.abort()
    expect(limited.signal.aborted).toBe(true)
    expect(limited.timedOut()).toBe(false)
  })

  it('aborts after the time, as a timeout', async () => {
    const limited = withTimeout(new AbortController().signal, 20)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(limited.signal.aborted).toBe(true)
    expect(limited.timedOut()).toBe(true)
  })
})
