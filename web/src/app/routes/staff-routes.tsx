import type { ReactNode } from 'react'
import { Outlet, type RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'
import { RequireRoles, type Role } from '@/features/auth'
import { reviewerRoles } from '@/lib/reviewer-powers'

import {
  FlagDocsPage,
  OwnerDocsPage,
  OwnerFlagsPage,
  OwnerHomePage,
  OwnerAnalyticsPage,
  OwnerApiKeysPage,
  OwnerChatResourcesPage,
  OwnerDepartmentsPage,
  OwnerInvestorsPage,
  OwnerJobsPage,
  OwnerNeighborhoodsPage,
  OwnerPhotosPage,
  PhotoEditPage,
  OwnerRoleManagementPage,
  OwnerUsersPage,
  SocialMediaTestingPage,
} from './dashboard/pages'
import { ReporterDashboardPage } from './pages/lazy'
import { page, type RouteHandle } from './route-kit'
import {
  AdminDashboardPage,
  AdminHomePage,
  AdminReportsPage,
  AllViolationsPage,
  ApprovedAdminPage,
  PendingPage,
  ReplyTemplatesPage,
  ReportsManagementPage,
  ReviewAdminDashboardPage,
  ReviewAdminHomePage,
  ReviewDashboardPage,
  ReviewHomePage,
  ScreeningDocsPage,
  ScreeningPage,
  ViolationDetailPage,
  pageRoute,
} from './review-routes'

const d = paths.dashboard

const staffRoles: readonly Role[] = ['reporter_admin', 'reviewer', 'reviewer_admin', 'owner']
const templateAdmins: readonly Role[] = ['reporter_admin', 'reviewer_admin', 'owner']

/** restricted admits a user with any one of allowed to path and its children (docs/PRODUCT.md §1). */
function restricted(path: string, allowed: readonly Role[], children: RouteObject[]): RouteObject {
  return {
    path,
    element: (
      <RequireRoles allowed={allowed}>
        <Outlet />
      </RequireRoles>
    ),
    children,
  }
}

/** ownerPage is a route with its page and the header's title. */
function ownerPage(path: string, titleKey: RouteHandle['titleKey'], element: ReactNode): RouteObject {
  return { path, handle: { titleKey } satisfies RouteHandle, element: page(element) }
}

/** staffRoutes are the role-restricted areas under /dashboard. */
export function staffRoutes(): RouteObject[] {
  return [
    // All Violations and a report's page: reporter admins, and the owner (the users page links to a user's reports).
    {
      element: (
        <RequireRoles allowed={['reporter_admin', 'owner']}>
          <Outlet />
        </RequireRoles>
      ),
      children: [
        pageRoute(d.admin.allViolations.path, 'pages.admin.allViolations.title', <AllViolationsPage />),
        pageRoute(d.admin.violation.path, 'pages.admin.allViolations.title', <ViolationDetailPage />),
      ],
    },
    restricted(d.admin.root.path, ['reporter_admin'], [
      pageRoute(null, 'pages.admin.home.title', <AdminHomePage />),
      pageRoute(d.admin.dashboard.path, 'pages.admin.dashboard.title', <AdminDashboardPage />),
      pageRoute(d.admin.reports.path, 'pages.admin.reports.title', <AdminReportsPage />),
      pageRoute(d.admin.reportsManagement.path, 'pages.admin.reportsManagement.title', <ReportsManagementPage />),
      pageRoute(d.admin.screening.path, 'pages.admin.screening.title', <ScreeningPage />),
      pageRoute(d.admin.documentation.path, 'pages.admin.documentation.title', <ScreeningDocsPage />),
      pageRoute(d.admin.socialMediaTesting.path, 'pages.admin.socialMediaTesting.title', <SocialMediaTestingPage />),
    ]),
    // Reply templates: the admins of both queues and the owner (the API checks the same roles).
    {
      element: (
        <RequireRoles allowed={templateAdmins}>
          <Outlet />
        </RequireRoles>
      ),
      children: [pageRoute(d.replyTemplates.path, 'pages.replyTemplates.title', <ReplyTemplatesPage />)],
    },
    restricted(d.reporter.root.path, ['reporter', 'reporter_admin'], [
      { index: true, handle: { titleKey: 'pages.reporter.dashboard.title' } satisfies RouteHandle, element: page(<ReporterDashboardPage />) },
    ]),
    restricted(d.review.root.path, reviewerRoles, [
      pageRoute(null, 'pages.review.home.title', <ReviewHomePage />),
      pageRoute(d.review.dashboard.path, 'pages.review.dashboard.title', <ReviewDashboardPage />),
      pageRoute(d.review.pending.path, 'pages.review.pending.title', <PendingPage />),
    ]),
    restricted(d.reviewAdmin.root.path, ['reviewer_admin'], [
      pageRoute(null, 'pages.reviewAdmin.home.title', <ReviewAdminHomePage />),
      pageRoute(d.reviewAdmin.dashboard.path, 'pages.reviewAdmin.dashboard.title', <ReviewAdminDashboardPage />),
      pageRoute(d.reviewAdmin.approved.path, 'pages.reviewAdmin.approved.title', <ApprovedAdminPage />),
    ]),
    // The photo editor, for every staff role (screening, review and the owner's list open it).
    {
      element: (
        <RequireRoles allowed={staffRoles}>
          <Outlet />
        </RequireRoles>
      ),
      children: [ownerPage(d.photo.path, 'pages.photo.title', <PhotoEditPage />)],
    },
    restricted(d.owner.root.path, ['owner'], [
      { index: true, handle: { titleKey: 'pages.owner.home.title' } satisfies RouteHandle, element: page(<OwnerHomePage />) },
      ownerPage(d.owner.analytics.path, 'pages.owner.analytics.title', <OwnerAnalyticsPage />),
      ownerPage(d.owner.documentation.path, 'pages.owner.documentation.title', <OwnerDocsPage />),
      ownerPage(d.owner.featureFlagsDocs.path, 'pages.owner.featureFlagsDocs.title', <FlagDocsPage />),
      ownerPage(d.owner.featureFlags.path, 'pages.owner.featureFlags.title', <OwnerFlagsPage />),
      ownerPage(d.owner.neighbors.path, 'pages.owner.neighbors.title', <OwnerNeighborhoodsPage />),
      ownerPage(d.owner.departments.path, 'pages.owner.departments.title', <OwnerDepartmentsPage />),
      ownerPage(d.owner.photoEditor.path, 'pages.owner.photoEditor.title', <OwnerPhotosPage />),
      ownerPage(d.owner.roleManagement.path, 'pages.owner.roleManagement.title', <OwnerRoleManagementPage />),
      ownerPage(d.owner.users.path, 'pages.owner.users.title', <OwnerUsersPage />),
      ownerPage(d.owner.investors.path, 'pages.owner.investors.title', <OwnerInvestorsPage />),
      ownerPage(d.owner.apiKeys.path, 'pages.owner.apiKeys.title', <OwnerApiKeysPage />),
      ownerPage(d.owner.chatResources.path, 'pages.owner.chatResources.title', <OwnerChatResourcesPage />),
      ownerPage(d.owner.jobs.path, 'pages.owner.jobs.title', <OwnerJobsPage />),
    ]),
  ]
}
