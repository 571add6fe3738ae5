import { Navigate, type RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'

import { PublicLayout } from './layouts'
import { DeckPage, HomePage } from './pages/lazy'
import { AuthRedirect, LegacyRedirect, RootRedirect, UnknownPathRedirect } from './redirects'
import { page } from './route-kit'

/** rootRoutes are the unprefixed top-level routes of docs/PRODUCT.md §2. */
export function rootRoutes(): RouteObject[] {
  return [
    // / goes to the home page in the stored language, else English (docs/PRODUCT.md §2).
    { path: paths.root.path, element: <RootRedirect /> },
    { path: paths.home.path, element: <PublicLayout />, children: [{ index: true, element: page(<HomePage />) }] },
    { path: paths.mark.path, element: page(<DeckPage />) },
    { path: paths.upload.path, element: <Navigate to={paths.dashboard.upload.getHref()} replace /> },
    { path: paths.auth.path, element: <AuthRedirect /> },
    ...paths.legacyPrefixes.map((prefix) => ({ path: `/${prefix}/*`, element: <LegacyRedirect /> })),
    // The unprefixed public pages (/about …) are told apart by UnknownPathRedirect.
    { path: paths.catchAll.path, element: <UnknownPathRedirect /> },
  ]
}
