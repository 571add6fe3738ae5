import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

import { defaultLanguage, isLanguage, languages, type Language } from '@/config/languages'

import { fetchBackend } from './i18n-backend'

/** LANGUAGE_STORAGE_KEY is where the chosen language is kept (docs/PRODUCT.md §9). */
export const LANGUAGE_STORAGE_KEY = 'vecino.language'

/** namespaces loaded at start; features load their own with useTranslation('ns'). */
export const defaultNamespaces = ['common'] as const

/** preferredLanguage is the stored choice, else the browser's (es* → es), else en. */
export function preferredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    if (isLanguage(stored)) return stored
    return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en'
  } catch {
    return defaultLanguage
  }
}

/** languageFromPath reads the /en or /es prefix of a path. */
export function languageFromPath(pathname: string): Language | null {
  const prefix = pathname.split('/')[1]
  return isLanguage(prefix) ? prefix : null
}

function storeLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng)
  } catch {
    // Private browsing may forbid storage; the choice then lasts for the page only.
  }
}

/** currentLanguage is the language the interface is showing. */
export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language
  return isLanguage(lng) ? lng : defaultLanguage
}

/** setLanguage remembers lng and switches the interface to it. */
export async function setLanguage(lng: Language): Promise<void> {
  storeLanguage(lng)
  if (i18next.language !== lng) await i18next.changeLanguage(lng)
}

i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = isLanguage(lng) ? lng : defaultLanguage
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
