import { matchPath, Navigate, useLocation } from 'react-router-dom'

import { PageSpinner } from '@/components/ui/spinner'
import { defaultLanguage, type Language } from '@/config/languages'
import { legacyPublicPaths, paths } from '@/config/paths'
import { useAuth } from '@/features/auth'
import { preferredLanguage, storedLanguage } from '@/lib/i18n'

/**
 * RootRedirect is /: the home page in the stored language, else in English
 * (the spec's rule; a Spanish browser is offered Spanish there, by
 * LanguageOffer). It stores nothing: LangLayout does not take the prefix it
 * leads to for the user's choice.
 */
export function RootRedirect() {
  return <Navigate to={paths.lang.root.getHref(storedLanguage() ?? defaultLanguage)} replace />
}

/**
 * AuthRedirect is /auth: a signed-in user goes to /dashboard, anyone else
 * to /{lang}/auth with the stored or browser language, keeping the query
 * (?signup=true, ?type=recovery) and the remembered origin.
 */
export function AuthRedirect() {
  const { status } = useAuth()
  const location = useLocation()
  const { search, hash } = location
  const state: unknown = location.state
  if (status === 'loading') return <PageSpinner />
  if (status === 'signed_in') return <Navigate to={paths.dashboard.root.getHref()} replace />
  const target = `${paths.lang.auth.getHref(preferredLanguage())}${search}${hash}`
  return <Navigate to={target} replace state={state} />
}

/**
 * UnknownPathRedirect is any path no route takes. An unprefixed public page
 * (/about, /map …: legacyPublicPaths, told apart here rather than by a route
 * each, a quarter fewer routes for the router to rank as the app starts)
 * goes to /{lang}/… like /auth; any other path to /dashboard if signed in,
 * else to the 404 page in lng (English unless the path had a language prefix).
 */
export function UnknownPathRedirect({ lng = 'en' }: { lng?: Language }) {
  const { pathname, search, hash } = useLocation()
  const { status } = useAuth()
  if (legacyPublicPaths().some((path) => matchPath(path, pathname))) {
    return <Navigate to={`/${preferredLanguage()}${pathname}${search}${hash}`} replace />
  }
  if (status === 'loading') return <PageSpinner />
  if (status === 'signed_in') return <Navigate to={paths.dashboard.root.getHref()} replace />
  return <Navigate to={paths.lang.notFound.getHref(lng)} replace />
}

/** LegacyRedirect sends an old unprefixed link (/admin/…, /settings …) to its /dashboard equivalent. */
export function LegacyRedirect() {
  const { pathname, search, hash } = useLocation()
  return <Navigate to={`${paths.dashboard.root.getHref()}${pathname}${search}${hash}`} replace />
}
