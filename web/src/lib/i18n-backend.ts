import type { BackendModule, ReadCallback } from 'i18next'

import { isRecord } from './utils'

/** localePath is where the server serves a namespace's translations. */
export function localePath(lng: string, ns: string): string {
  return `/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`
}

/**
 * fetchBackend loads `/locales/{lng}/{ns}.json` with fetch. It replaces
 * i18next-http-backend (≈2 KB gzipped in the first load) because the app
 * needs only this: one URL pattern and JSON. The retry policy stays with
 * i18next (maxRetries, retryTimeout): passing `true` as the callback's
 * second argument marks a failure worth retrying (no answer, or a 5xx), as
 * the http backend did; a 404 or a bad file is final.
 */
export const fetchBackend: BackendModule = {
  type: 'backend',
  init() {
    // No options: the path is fixed.
  },
  read(lng: string, ns: string, callback: ReadCallback) {
    const url = localePath(lng, ns)
    fetch(url, { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}: status ${response.status}`, response.status >= 500)
          return
        }
        let data: unknown
        try {
          data = await response.json()
        } catch {
          callback(`failed parsing ${url} as JSON`, false)
          return
        }
        if (!isRecord(data)) callback(`${url} is not a JSON object`, false)
        else callback(null, data)
      },
      (cause: unknown) => {
        callback(`failed loading ${url}: ${cause instanceof Error ? cause.message : String(cause)}`, true)
      },
    )
  },
}
