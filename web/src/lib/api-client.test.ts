import { afterEach, describe, expect, it } from 'vitest'

import { apiError, json, requests, server } from '@/testing/server'

import { api, ApiError, setAccessToken } from './api-client'

afterEach(() => setAccessToken(null))

describe('api client', () => {
  it('sends JSON with credentials and the bearer token', async () => {
    server.use({ 'POST /api/things': () => json(201, { id: 't1' }) })
    setAccessToken('abc')
    await expect(api.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 't1' })

    const request = requests.at(-1)
    expect(request?.headers.get('Authorization')).toBe('Bearer abc')
    expect(request?.headers.get('Content-Type')).toBe('application/json')
    expect(request?.credentials).toBe('include')
    expect(await request?.json()).toEqual({ name: 'x' })
  })

  it('parses the error envelope into ApiError', async () => {
    server.use({
      'POST /api/things': () =>
        json(400, { error: { code: 'invalid', message: 'bad input', fields: { email: 'required' } } }),
    })
    const error: unknown = await api.post('/api/things', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'invalid', status: 400, message: 'bad input', fields: { email: 'required' } })
  })

  it('gives a generic ApiError for bodies without an envelope', async () => {
    server.use({ 'GET /api/things': () => new Response('oops', { status: 502 }) })
    await expect(api.get('/api/things')).rejects.toMatchObject({ code: 'http_error', status: 502 })
  })

  it('returns undefined for 204 and sends no token when none is set', async () => {
    server.use({ 'DELETE /api/things': () => new Response(null, { status: 204 }) })
    await expect(api.delete('/api/things')).resolves.toBeUndefined()
    expect(requests.at(-1)?.headers.get('Authorization')).toBeNull()
    server.use({ 'GET /api/other': () => apiError(404, 'not_found', 'gone') })
    await expect(api.get('/api/other')).rejects.toMatchObject({ code: 'not_found', status: 404 })
  })
})
