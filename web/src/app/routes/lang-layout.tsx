import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom'

import { isLanguage } from '@/config/languages'
import { languagePrefixed } from '@/config/paths'
import { useAuth } from '@/features/auth'
import { setLanguage } from '@/lib/i18n'

import { UnknownPathRedirect } from './redirects'

/**
 * LangLayout is /:lang: only en and es are languages (anything else is an
 * unknown path). Signed out, visiting a prefix makes it the interface
 * language. Signed in, the profile's language is the interface language
 * (applied at sign-in, changed by the switcher and Settings, which save it),
 * so a page under the other prefix moves to the same page under the user's.
 */
export function LangLayout() {
  const { lang } = useParams()
  const { status } = useAuth()
  const { i18n } = useTranslation()
  const location = useLocation()
  const valid = isLanguage(lang)
  const signedIn = status === 'signed_in'
  const current = i18n.language

  useEffect(() => {
    if (isLanguage(lang) && !signedIn) void setLanguage(lang)
  }, [lang, signedIn])

  if (!valid) return <UnknownPathRedirect />
  if (signedIn && isLanguage(current) && current !== lang) {
    const target = languagePrefixed(location.pathname, current) ?? location.pathname
    return <Navigate to={`${target}${location.search}${location.hash}`} replace state={location.state as unknown} />
  }
  return <Outlet />
}

/** LangUnknownPath is an unknown path under a language prefix: its 404 is in that language. */
export function LangUnknownPath() {
  const { lang } = useParams()
  return <UnknownPathRedirect lng={isLanguage(lang) ? lang : undefined} />
}
