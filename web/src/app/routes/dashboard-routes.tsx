import { Outlet, type RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'
import { RequireAuth, RequireRoles } from '@/features/auth'

import { RenterChatTypePage, UploadCategoryPage, UploadPage, UploadTypePage } from './pages/lazy'
import { lazyNamed, page, type RouteHandle } from './route-kit'
import { staffRoutes } from './staff-routes'
import { staticRoute } from './static-route'

const DashboardLayout = lazyNamed(() => import('./dashboard/layout'), (m) => m.DashboardLayout)

const d = paths.dashboard
const uploadHandle: RouteHandle = { titleKey: 'pages.upload.title' }

/** dashboardRoutes is the signed-in area of spec §2 under /dashboard. */
export function dashboardRoutes(): RouteObject[] {
  return [
    {
      path: d.root.path,
      element: <RequireAuth>{page(<DashboardLayout />)}</RequireAuth>,
      children: [
        staticRoute(null, 'pages.dashboard.title', 'pages.dashboard.description'),
        { path: d.upload.path, handle: uploadHandle, element: page(<UploadPage />) },
        {
          path: d.bikeLane.path,
          element: (
            <RequireRoles allowed={['reporter', 'reporter_admin']}>
              <Outlet />
            </RequireRoles>
          ),
          children: [staticRoute(null, 'pages.bikeLane.title', 'pages.bikeLane.description')],
        },
        { path: d.uploadCategory.path, handle: uploadHandle, element: page(<UploadCategoryPage />) },
        { path: d.uploadType.path, handle: uploadHandle, element: page(<UploadTypePage />) },
        staticRoute(d.renterChat.path, 'pages.renterChat.title', 'pages.renterChat.description'),
        { path: d.renterChatType.path, element: page(<RenterChatTypePage />) },
        staticRoute(d.violations.path, 'pages.myViolations.title', 'pages.myViolations.description'),
        staticRoute(d.settings.path, 'pages.settings.title', 'pages.settings.description'),
        staticRoute(d.agents.path, 'pages.agents.title', 'pages.agents.description'),
        staticRoute(d.approvedViolation.path, 'pages.approvedViolation.title', 'pages.approvedViolation.description'),
        ...staffRoutes(),
      ],
    },
  ]
}
