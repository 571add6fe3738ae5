import { describe, expect, it } from 'vitest'

import { apiError, json, requests, server } from '@/testing/server'

import { fetchMapsKey } from './maps-key'

const keyRequests = () => requests.filter((r) => new URL(r.url).pathname === '/api/maps/key')

describe('fetchMapsKey', () => {
  it('does not keep a failure, then fetches the key once per session', async () => {
    server.use({ 'POST /api/maps/key': () => apiError(503, 'unavailable', 'No maps key is configured.') })
    await expect(fetchMapsKey()).rejects.toMatchObject({ status: 503 })

    server.use({ 'POST /api/maps/key': () => json(200, { apiKey: 'AIzaSyA-0123456789abcdefghij' }) })
    expect(await fetchMapsKey()).toBe('AIzaSyA-0123456789abcdefghij')
    expect(await fetchMapsKey()).toBe('AIzaSyA-0123456789abcdefghij')
    expect(keyRequests()).toHaveLength(2)
  })
})
