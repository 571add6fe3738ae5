import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

import { AppProvider } from '@/app/provider'
import { createRoutes } from '@/app/routes'
import { createQueryClient } from '@/lib/query-client'

/**
 * renderApp renders the whole app at url with a fresh cache; it returns the
 * router to inspect its location. before are pages already in the history.
 */
export function renderApp(url: string, before: string[] = []) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [...before, url], initialIndex: before.length })
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { router, ...view }
}
