import { useEffect, useRef } from 'react'
import { Outlet, useParams } from 'react-router-dom'

import { isLanguage } from '@/config/languages'
import { useAuth } from '@/features/auth'
import { currentLanguage, setLanguage } from '@/lib/i18n'
import { saveLanguagePreference } from '@/lib/language-preference'

import { UnknownPathRedirect } from './redirects'

/**
 * LangLayout is /:lang: only en and es are languages (anything else is an
 * unknown path). Visiting a prefix makes it the interface language; a
 * signed-in user who moves to the other prefix (a link, the address bar)
 * has chosen it, so it is saved to their profile too, as the switcher does.
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
    void setLanguage(lang)
    if (changed && signedIn.current) saveLanguagePreference(lang)
  }, [lang])

  if (!valid) return <UnknownPathRedirect />
  return <Outlet />
}

/** LangUnknownPath is an unknown path under a language prefix: its 404 is in that language. */
export function LangUnknownPath() {
  const { lang } = useParams()
  return <UnknownPathRedirect lng={isLanguage(lang) ? lang : undefined} />
}
