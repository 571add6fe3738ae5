import { describe, expect, it } from 'vitest'

import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, preferredLanguage, setLanguage } from './i18n'

const aTaskLater = () => new Promise((resolve) => setTimeout(resolve))

describe('the chosen language', () => {
  it('is kept in the browser and in a cookie the server reads', async () => {
    await setLanguage('es')
    await aTaskLater()
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es')
    expect(document.cookie.split('; ')).toContain(`${LANGUAGE_COOKIE}=es`)
    expect(preferredLanguage()).toBe('es')
  })

  it('is read from the cookie when the browser storage was cleared, as the server drew the page', async () => {
    await setLanguage('es')
    await aTaskLater()
    window.localStorage.clear()
    expect(preferredLanguage()).toBe('es')
  })

  it("is the browser's language without a choice", () => {
    expect(document.cookie).not.toContain(LANGUAGE_COOKIE)
    expect(preferredLanguage()).toBe(navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en')
  })
})
