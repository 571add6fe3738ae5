import { lazy, type ComponentType, type ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'

import { RouteBoundary } from '@/components/errors/route-boundary'
import { RouteError } from '@/components/errors/route-error'
import type { CommonKey } from '@/lib/i18n-keys'

/** RouteHandle is the route data the dashboard header reads for its title. */
export type RouteHandle = { titleKey: CommonKey }

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value
}

/** page wraps a route's page in the route boundary: spinner while loading, error screen on failure. */
export function page(element: ReactNode): ReactNode {
  return <RouteBoundary>{element}</RouteBoundary>
}

/** lazyNamed code-splits a page exported by name (React.lazy wants a default export). */
export function lazyNamed<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }))
}

/** withErrorElements gives every route the router-level error screen too. */
export function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const errorElement = route.errorElement ?? <RouteError />
    if (route.index) return { ...route, errorElement }
    return { ...route, errorElement, children: route.children ? withErrorElements(route.children) : undefined }
  })
}
