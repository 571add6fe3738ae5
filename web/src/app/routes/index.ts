import type { RouteObject } from 'react-router-dom'

import { dashboardRoutes } from './dashboard-routes'
import { publicRoutes } from './public-routes'
import { rootRoutes } from './root-routes'
import { withErrorElements } from './route-kit'

/** createRoutes is the whole route table of spec §2, every route with an error element. */
export function createRoutes(): RouteObject[] {
  return withErrorElements([...publicRoutes(), ...dashboardRoutes(), ...rootRoutes()])
}
