import { createBrowserRouter } from 'react-router-dom'

import { renderWhole } from '@/lib/render-tasks'

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

/**
 * takeRouter returns the prepared router, or a new one; a router is taken
 * once. The first move to another page ends the first page view, whose
 * render is split into tasks (lib/render-tasks.ts).
 */
export function takeRouter(): Router {
  const router = prepared ?? createBrowserRouter(createRoutes())
  prepared = undefined
  const first = router.state.location.key
  router.subscribe((state) => {
    if (state.location.key !== first) renderWhole()
  })
  return router
}
