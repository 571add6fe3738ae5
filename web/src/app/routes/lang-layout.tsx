import { useEffect, useRef } from 'react'
import { Outlet, useParams } from 'react-router-dom'

import { isLanguage } from '@/config/languages'
import { useAuth } from '@/features/auth'
import { currentLanguage, setLanguage, showLanguage } from '@/lib/i18n'
import { saveLanguagePreference } from '@/lib/language-preference'

import { UnknownPathRedirect } from './redirects'

/**
 * LangLayout is /:lang: only en and es are languages (anything else is an
 * unknown path). Visiting a prefix makes it the interface language, but
 * stores no choice (a link or a redirect, such as / → /en, is none: the
 * browser's language must still apply to paths without one, lib/i18n.ts
 * showLanguage); a signed-in user who moves to the other prefix (a link,
 * the address bar) has chosen it, so it is stored and saved to their
 * profile, as the switcher does.
 */
export function LangLayout() {
  const { lang } = useParams()
  const { status } = useAuth()
  const signedIn = useRef(false)
  const valid = isLanguage(lang)

  useEffect(() => {
    signedIn.current = status === 'signed_in'
  }, [status])

  useEffect(() => {
    if (!isLanguage(lang)) return
    const changed = currentLanguage() !== lang
    if (changed && signedIn.current) {
      void setLanguage(lang)
      saveLanguagePreference(lang)
    } else void showLanguage(lang)
  }, [lang])

  if (!valid) return <UnknownPathRedirect />
  return <Outlet />
}

/** LangUnknownPath is an unknown path under a language prefix: its 404 is in that language. */
export function LangUnknownPath() {
  const { lang } = useParams()
  return <UnknownPathRedirect lng={isLanguage(lang) ? lang : undefined} />
}
