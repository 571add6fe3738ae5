import { afterEach, describe, expect, it, vi } from 'vitest'

import { json, requests, server } from '@/testing/server'

import { cancelLanguageSave, languageSaveDelayMs, saveLanguagePreference } from './language-preference'

afterEach(() => {
  cancelLanguageSave()
  vi.useRealTimers()
})

const saves = () => requests.filter((r) => r.method === 'PATCH' && r.url.endsWith('/api/me'))

describe('saveLanguagePreference', () => {
  it('waits 300 ms and sends only the last of quick changes', async () => {
    vi.useFakeTimers()
    server.use({ 'PATCH /api/me': () => json(200, {}) })
    saveLanguagePreference('es')
    await vi.advanceTimersByTimeAsync(200)
    saveLanguagePreference('en')
    await vi.advanceTimersByTimeAsync(languageSaveDelayMs - 1)
    expect(saves()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(saves()).toHaveLength(1)
    expect(await saves()[0]?.json()).toEqual({ preferred_language: 'en' })
  })

  it('only logs a failed save', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use({ 'PATCH /api/me': () => json(500, { error: { code: 'internal', message: 'down' } }) })
    saveLanguagePreference('es')
    await vi.advanceTimersByTimeAsync(languageSaveDelayMs)
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
  })
})
