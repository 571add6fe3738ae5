import type { Language } from '@/config/languages'

import { api } from './api-client'

/** languageSaveDelayMs is the debounce before a signed-in user's choice is saved (docs/PRODUCT.md §9). */
export const languageSaveDelayMs = 300

let timer: ReturnType<typeof setTimeout> | undefined

/**
 * saveLanguagePreference stores lng as the signed-in user's preferred
 * language (PATCH /api/me) after a 300 ms pause: quick back-and-forth
 * switching sends one request, with the last choice. A failure is only
 * logged: the interface has already switched and the choice is kept in
 * this browser.
 */
export function saveLanguagePreference(lng: Language): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    timer = undefined
    api.patch('/api/me', { preferred_language: lng }).catch((cause: unknown) => {
      console.warn('language: could not save the preference', cause)
    })
  }, languageSaveDelayMs)
}

/** cancelLanguageSave drops a save that has not been sent yet (e.g. on sign-out). */
export function cancelLanguageSave(): void {
  clearTimeout(timer)
  timer = undefined
}
