import type { QueryClient } from '@tanstack/react-query'
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'

import { RouteBoundary } from '@/components/errors/route-boundary'
import { RouteError } from '@/components/errors/route-error'
import type { AppConfig } from '@/config/app-config'
import type { CommonKey } from '@/lib/i18n-keys'
import { lazyPart, pageDrawn } from '@/lib/hydration'

/** RouteHandle is the route data the dashboard header reads for its title, and the route's preload. */
export type RouteHandle = { titleKey: CommonKey; preload?: Preload }

/**
 * Preload starts loading what a route's page needs (its code, its
 * translations, its data) at once, in parallel, instead of one after the
 * other as each piece renders and asks for the next. The router calls the
 * preloads of the routes of the page the app opens on (router.tsx).
 */
export type Preload = (context: { queryClient: QueryClient; config: AppConfig }) => void

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value
}

/** page wraps a route's page in the route boundary: spinner while loading, error screen on failure. */
export function page(element: ReactNode): ReactNode {
  return <RouteBoundary>{element}</RouteBoundary>
}

/**
 * lazyNamed code-splits a page exported by name (React.lazy wants a default
 * export). The page tells the app it has rendered (lib/hydration.ts).
 */
export function lazyNamed<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const page = lazyPart(async () => {
    const Page = pick(await load())
    return {
      default: function DrawnPage(props: P) {
        useLayoutEffect(pageDrawn, [])
        return <Page {...props} />
      },
    }
  })
  return Object.assign(page, { preload: load }) // the same module: loading it early is what the lazy page then uses
}

/** withErrorElements gives every route the router-level error screen too. */
export function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const errorElement = route.errorElement ?? <RouteError />
    if (route.index) return { ...route, errorElement }
    return { ...route, errorElement, children: route.children ? withErrorElements(route.children) : undefined }
  })
}

/** pageRoute is a route (the index route when path is null) with its page and the header's title. */
export function pageRoute(path: string | null, titleKey: RouteHandle['titleKey'], element: ReactNode): RouteObject {
  const handle: RouteHandle = { titleKey }
  return path === null ? { index: true, handle, element: page(element) } : { path, handle, element: page(element) }
}
