import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'

import { useAppConfig } from '@/config/config-context'

import { takeRouter } from './create-router'
import type { RouteHandle } from './routes/route-kit'

/** AppRouter serves the route table from the browser's location, and preloads what the first page needs (route-kit.tsx, Preload). */
export function AppRouter() {
  const queryClient = useQueryClient()
  const config = useAppConfig()
  const [router] = useState(() => {
    const created = takeRouter()
    for (const match of created.state.matches) (match.route.handle as Partial<RouteHandle> | undefined)?.preload?.({ queryClient, config })
    return created
  })
  return <RouterProvider router={router} />
}
