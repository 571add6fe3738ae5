import { useEffect } from 'react'
import { Navigate, Outlet, useParams } from 'react-router-dom'

import { isLanguage } from '@/config/languages'
import { paths } from '@/config/paths'
import { setLanguage } from '@/lib/i18n'

/**
 * LangLayout is /:lang: only en and es are languages (anything else goes to
 * /en/404), and visiting a prefix makes it the interface language.
 */
export function LangLayout() {
  const { lang } = useParams()
  const valid = isLanguage(lang)

  useEffect(() => {
    if (isLanguage(lang)) void setLanguage(lang)
  }, [lang])

  if (!valid) return <Navigate to={paths.lang.notFound.getHref('en')} replace />
  return <Outlet />
}
