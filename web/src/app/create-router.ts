import { createBrowserRouter } from 'react-router-dom'

import { createRoutes } from './routes'

type Router = ReturnType<typeof createBrowserRouter>

let prepared: Router | undefined

/**
 * prepareRouter creates the app's router ahead of the first render (main.tsx
 * calls it in a task of its own while the first requests are on their way:
 * ranking the route table is a long step on a phone).
 */
export function prepareRouter(): void {
  prepared ??= createBrowserRouter(createRoutes())
}

/** takeRouter returns the prepared router, or a new one; a router is taken once. */
export function takeRouter(): Router {
  const router = prepared ?? createBrowserRouter(createRoutes())
  prepared = undefined
  return router
}
