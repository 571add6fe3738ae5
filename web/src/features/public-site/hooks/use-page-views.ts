import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

import { currentLanguage, languageFromPath } from '@/lib/i18n'

import { recordPageView } from '../api/record-page-view'

/** settleMs waits out redirects (/ → /en, /auth → /en/auth) so only the page shown is counted. */
export const pageViewSettleMs = 300

/** externalReferrer is the referring site of the first view; later views come from this app. */
function externalReferrer(): string {
  try {
    const referrer = document.referrer
    if (!referrer) return ''
    return new URL(referrer).origin === window.location.origin ? '' : referrer
  } catch {
    return ''
  }
}

/**
 * usePageViews records a first-party page view on every change of path
 * while enabled (GET /api/config `analytics_enabled`): the path without its
 * query, the page's language and, for the first view only, the referring
 * site. No cookie, and nothing at all when disabled.
 */
export function usePageViews(enabled: boolean): void {
  const { pathname } = useLocation()
  const first = useRef(true)

  useEffect(() => {
    if (!enabled) return
    const timer = window.setTimeout(() => {
      const referrer = first.current ? externalReferrer() : ''
      first.current = false
      recordPageView({ path: pathname, language: languageFromPath(pathname) ?? currentLanguage(), referrer })
    }, pageViewSettleMs)
    return () => window.clearTimeout(timer)
  }, [enabled, pathname])
}
