import { describe, expect, it } from 'vitest'

import { api, ApiError } from '@/lib/api-client'
import { createQueryClient, maxRetries, retryUnlessClientError } from '@/lib/query-client'
import { apiError, requests, server } from '@/testing/server'

const calls = (path: string) => requests.filter((r) => new URL(r.url).pathname === path).length
const failure = (status: number) => new ApiError({ code: 'x', status, message: 'x' })

describe('retryUnlessClientError', () => {
  it('retries network and server failures twice', () => {
    expect(maxRetries).toBe(2)
    for (const error of [failure(0), failure(500), failure(503), new TypeError('failed to fetch')]) {
      expect([0, 1, 2].map((n) => retryUnlessClientError(n, error))).toEqual([true, true, false])
    }
  })

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429, 499]) expect(retryUnlessClientError(0, failure(status))).toBe(false)
  })
})

describe('createQueryClient', () => {
  it('asks a failing server three times and a refusing one once', async () => {
    const client = createQueryClient()
    const ask = (path: string) => client.query({ queryKey: [path], queryFn: () => api.get(path), retryDelay: 0 })

    server.use({ 'GET /api/down': () => apiError(503, 'unavailable', 'down') })
    await expect(ask('/api/down')).rejects.toMatchObject({ status: 503 })
    expect(calls('/api/down')).toBe(3)

    server.use({ 'GET /api/refused': () => apiError(403, 'forbidden', 'no') })
    await expect(ask('/api/refused')).rejects.toMatchObject({ status: 403 })
    expect(calls('/api/refused')).toBe(1)
  })
})
