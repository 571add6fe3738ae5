import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'

import { createRoutes } from './routes'

/** AppRouter serves the route table from the browser's location. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createRoutes()))
  return <RouterProvider router={router} />
}
