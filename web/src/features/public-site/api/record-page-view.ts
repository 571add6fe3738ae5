import type { Language } from '@/config/languages'

/** PageView is what one view records: the path (no query), the language and the referrer. */
export type PageView = { path: string; language: Language; referrer: string }

export const pageViewEndpoint = '/api/analytics/pageview'

/**
 * recordPageView sends one view to POST /api/analytics/pageview and forgets
 * about it: analytics must never break or slow a page, so every failure,
 * synchronous or not, is swallowed. It goes around the API client on
 * purpose: credentials 'omit' sends no cookie and no token, so a view is
 * never tied to a person; keepalive lets it finish while the page unloads.
 */
export function recordPageView(view: PageView): void {
  try {
    fetch(pageViewEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(view),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined)
  } catch {
    // fetch itself threw (e.g. blocked by the browser): nothing to do.
  }
}
