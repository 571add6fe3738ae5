import type { ReadCallback } from 'i18next'
import { describe, expect, it, vi } from 'vitest'

import { fetchBackend, localePath } from './i18n-backend'

function read(lng: string, ns: string): Promise<Parameters<ReadCallback>> {
  return new Promise((resolve) => {
    fetchBackend.read(lng, ns, (...args) => resolve(args))
  })
}

describe('fetchBackend', () => {
  it('loads /locales/{lng}/{ns}.json', async () => {
    const [error, data] = await read('es', 'common')
    expect(error).toBeNull()
    expect(data).toMatchObject({ nav: { home: 'Inicio' } })
    expect(localePath('en', 'public')).toBe('/locales/en/public.json')
  })

  it('asks i18next to retry when the server fails or cannot be reached', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    fetch.mockResolvedValueOnce(new Response('busy', { status: 503 }))
    expect((await read('en', 'common'))[1]).toBe(true)
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect((await read('en', 'common'))[1]).toBe(true)
  })

  it('does not retry a missing or broken file', async () => {
    const [error, retry] = await read('en', 'no-such-namespace')
    expect(error).toMatch(/status 404/)
    expect(retry).toBe(false)
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{oops', { status: 200 }))
    expect((await read('en', 'common'))[1]).toBe(false)
  })
})
