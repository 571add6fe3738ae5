import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

import { defaultLanguage, isLanguage, languages, type Language } from '@/config/languages'

import { readCookie, writeCookie } from './cookies'
import { fetchBackend } from './i18n-backend'

/** LANGUAGE_STORAGE_KEY is where the chosen language is kept (docs/PRODUCT.md §9). */
export const LANGUAGE_STORAGE_KEY = 'vecino.language'

/** namespaces loaded at start; features load their own with useTranslation('ns'). */
export const defaultNamespaces = ['common'] as const

/**
 * LANGUAGE_COOKIE holds the chosen language too, for the server: a page
 * without a language in its path comes drawn in it (internal/webhost/share.go,
 * visitorLanguage).
 */
export const LANGUAGE_COOKIE = 'vecino_lang'

/** storedLanguage is the visitor's own choice (the switcher, Settings, sign-in), if they made one. */
export function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? readCookie(LANGUAGE_COOKIE)
    return isLanguage(stored) ? stored : null
  } catch {
    return null
  }
}

/** browserLanguage is the browser's language: es* → es, anything else → en. */
export function browserLanguage(): Language {
  try {
    return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en'
  } catch {
    return defaultLanguage
  }
}

/** preferredLanguage is the stored choice, else the browser's (es* → es), else en. */
export function preferredLanguage(): Language {
  return storedLanguage() ?? browserLanguage()
}

/** languageFromPath reads the /en or /es prefix of a path. */
export function languageFromPath(pathname: string): Language | null {
  const prefix = pathname.split('/')[1]
  return isLanguage(prefix) ? prefix : null
}

// The first use of localStorage on a page opens it (over 10 ms on a fast
// machine): the choice is written after the page has drawn, not during.
function storeLanguage(lng: Language): void {
  setTimeout(() => {
    if (readCookie(LANGUAGE_COOKIE) !== lng) writeCookie(LANGUAGE_COOKIE, lng, 365 * 24 * 60 * 60)
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng)
    } catch {
      // Private browsing may forbid storage; the choice then lasts for the page only.
    }
  })
}

/** currentLanguage is the language the interface is showing. */
export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language
  return isLanguage(lng) ? lng : defaultLanguage
}

/**
 * setLanguage remembers lng and switches the interface to it: for the
 * user's own choices only (the switcher, Settings, the profile's language at
 * sign-in). The stored choice outranks the browser's language from then on.
 */
export async function setLanguage(lng: Language): Promise<void> {
  storeLanguage(lng)
  await showLanguage(lng)
}

/**
 * showLanguage switches the interface to lng and remembers nothing: a page
 * opened at /en/… or /es/… (a link, a redirect) is no choice of the user's,
 * so a path without a language still follows the stored choice, else the
 * browser's language (preferredLanguage).
 */
export async function showLanguage(lng: Language): Promise<void> {
  if (i18next.language !== lng) await i18next.changeLanguage(lng)
}

// A page written in one language only (the deck) declares it for the whole
// document while it is shown, whatever the interface language.
let documentLanguage: string | null = null

/** declareDocumentLanguage sets <html lang> to lang until the returned function is called. */
export function declareDocumentLanguage(lang: string): () => void {
  documentLanguage = lang
  document.documentElement.lang = lang
  return () => {
    documentLanguage = null
    document.documentElement.lang = currentLanguage()
  }
}

i18next.on('languageChanged', (lng) => {
  const lang = isLanguage(lng) ? lng : defaultLanguage
  document.documentElement.lang = documentLanguage ?? lang
  // The installed app's name and description follow the interface language.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${lang}.webmanifest`)
})

i18next.on('failedLoading', (lng, ns, msg) => {
  // docs/PRODUCT.md §9: language load failures are logged only.
  console.warn(`i18n: could not load ${lng}/${ns}: ${msg}`)
})

/** i18nReady resolves once the first language's namespaces are loaded (or failed). */
export const i18nReady = i18next
  .use(fetchBackend)
  .use(initReactI18next)
  .init({
    lng: languageFromPath(window.location.pathname) ?? preferredLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    load: 'languageOnly',
    ns: defaultNamespaces,
    defaultNS: 'common',
    // docs/PRODUCT.md §9: retry a failed translation load up to 5 times from 350 ms, doubling.
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  })

export { i18next as i18n }
