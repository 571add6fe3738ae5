import type { RouteObject } from 'react-router-dom'

import { dashboardRoutes } from './dashboard-routes'
import { publicRoutes } from './public-routes'
import { RootLayout } from './root-layout'
import { rootRoutes } from './root-routes'
import { withErrorElements } from './route-kit'

/**
 * createRoutes is the whole route table of docs/PRODUCT.md §2, every route with an
 * error element, under one pathless layout (page views, signed-in state).
 */
export function createRoutes(): RouteObject[] {
  return withErrorElements([
    { Component: RootLayout, children: [...publicRoutes(), ...dashboardRoutes(), ...rootRoutes()] },
  ])
}
