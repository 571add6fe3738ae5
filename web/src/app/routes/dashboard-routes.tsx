import { Outlet, type RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'
import { hasSessionHint, RequireAuth, RequireRoles } from '@/features/auth'
import { i18n } from '@/lib/i18n'

import {
  ApprovedViolationPage,
  BikeLanePage,
  DashboardHomePage,
  DashboardNotFoundPage,
  MyReportPage,
  MyViolationsPage,
  RenterAgentsPage,
  RenterChatSelectionPage,
  RenterChatTypePage,
  SettingsPage,
  UploadCategoryPage,
  UploadPage,
  UploadTypePage,
} from './pages/lazy'
import { lazyNamed, page, pageRoute, type Preload, type RouteHandle } from './route-kit'
import { staffRoutes } from './staff-routes'

const DashboardLayout = lazyNamed(() => import('./dashboard/layout'), (m) => m.DashboardLayout)

const d = paths.dashboard
const uploadHandle: RouteHandle = { titleKey: 'pages.upload.title' }

// With a session to restore, the dashboard's frame and a report form load
// while the session is restored, rather than once it is (and the form's
// parts once the form has rendered); without one, the visitor is sent to sign in and nothing is loaded.
const preloadShell: Preload = () => {
  if (!hasSessionHint()) return
  void DashboardLayout.preload()
  void i18n.loadNamespaces('shell')
}
const preloadReportForm: Preload = (context) => {
  if (!hasSessionHint()) return
  void UploadTypePage.preload()
  void import('./pages/upload-type-preload').then((m) => m.preload(context))
}

/**
 * dashboardRoutes is the signed-in area of docs/PRODUCT.md §2 under /dashboard.
 * Every role-restricted page (admin, review, owner …) is in staff-routes.tsx,
 * with its roles, its header title and the module of its page.
 */
export function dashboardRoutes(): RouteObject[] {
  return [
    {
      path: d.root.path,
      handle: { preload: preloadShell },
      element: <RequireAuth>{page(<DashboardLayout />)}</RequireAuth>,
      children: [
        { index: true, handle: { titleKey: 'pages.dashboard.title' } satisfies RouteHandle, element: page(<DashboardHomePage />) },
        { path: d.upload.path, handle: uploadHandle, element: page(<UploadPage />) },
        {
          path: d.bikeLane.path,
          element: (
            <RequireRoles allowed={['reporter', 'reporter_admin']}>
              <Outlet />
            </RequireRoles>
          ),
          children: [{ index: true, handle: uploadHandle, element: page(<BikeLanePage />) }],
        },
        { path: d.uploadCategory.path, handle: uploadHandle, element: page(<UploadCategoryPage />) },
        { path: d.uploadType.path, handle: { ...uploadHandle, preload: preloadReportForm }, element: page(<UploadTypePage />) },
        { path: d.renterChat.path, handle: { titleKey: 'pages.renterChat.title' } satisfies RouteHandle, element: page(<RenterChatSelectionPage variant="dashboard" />) },
        { path: d.renterChatType.path, element: page(<RenterChatTypePage />) },
        { path: d.violations.path, handle: { titleKey: 'pages.myViolations.title' } satisfies RouteHandle, element: page(<MyViolationsPage />) },
        { path: d.settings.path, handle: { titleKey: 'pages.settings.title' } satisfies RouteHandle, element: page(<SettingsPage />) },
        { path: d.agents.path, handle: { titleKey: 'pages.agents.title' } satisfies RouteHandle, element: page(<RenterAgentsPage />) },
        pageRoute(d.approvedViolation.path, 'pages.approvedViolation.title', <ApprovedViolationPage />),
        pageRoute(d.myViolation.path, 'pages.myViolation.title', <MyReportPage />),
        ...staffRoutes(),
        // No handle: the header reads 'Page Not Found' (docs/PRODUCT.md §2).
        { path: '*', element: page(<DashboardNotFoundPage />) },
      ],
    },
  ]
}
