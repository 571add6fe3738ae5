import { describe, expect, it, vi } from 'vitest'

import { json, server } from '@/testing/server'

import { fallbackLanguages, fetchLanguages, languagesQueryOptions } from './use-languages'

describe('GET /api/languages', () => {
  it('returns the active languages ordered by code', async () => {
    server.use({
      'GET /api/languages': () =>
        json(200, [
          { language_code: 'es', language_name: 'Spanish', native_name: 'Español' },
          { language_code: 'en', language_name: 'English', native_name: 'English' },
        ]),
    })
    expect((await fetchLanguages()).map((l) => l.language_code)).toEqual(['en', 'es'])
  })

  it.each([
    ['an error status', () => json(503, { error: { code: 'unavailable', message: 'down' } })],
    ['a body that is not a list', () => json(200, { nope: true })],
    ['an empty list', () => json(200, [])],
  ])('falls back to English and Spanish on %s', async (_, handler) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use({ 'GET /api/languages': handler })
    expect(await fetchLanguages()).toEqual(fallbackLanguages)
  })

  it('passes a cancelled request on quietly: no warning, no fallback list cached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // What fetch throws when the query's signal fires (a page left before the list arrived).
    server.use({
      'GET /api/languages': () => {
        throw new DOMException('The operation was aborted.', 'AbortError')
      },
    })
    await expect(fetchLanguages()).rejects.toMatchObject({ name: 'AbortError' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('is cached for 24 hours', () => {
    expect(languagesQueryOptions.staleTime).toBe(24 * 60 * 60 * 1000)
  })
})
