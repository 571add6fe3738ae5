import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'

import { useAppConfig } from '@/config/config-context'

import { takeRouter } from './create-router'
import type { RouteHandle } from './routes/route-kit'

/**
 * AppRouter serves the route table from the browser's location, and
 * preloads what the first page needs (route-kit.tsx, Preload), after this
 * render.
 */
export function AppRouter() {
  const queryClient = useQueryClient()
  const config = useAppConfig()
  const [router] = useState(() => {
    const created = takeRouter()
    const preloads = created.state.matches.flatMap((match) => (match.route.handle as Partial<RouteHandle> | undefined)?.preload ?? [])
    setTimeout(() => preloads.forEach((preload) => preload({ queryClient, config })))
    return created
  })
  return <RouterProvider router={router} />
}
