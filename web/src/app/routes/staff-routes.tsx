import type { ReactNode } from 'react'
import { Outlet, type RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'
import { RequireRoles, type Role } from '@/features/auth'
import { reviewerRoles } from '@/lib/reviewer-powers'

import { lazyNamed, page, pageRoute, type RouteHandle } from './route-kit'

// Each staff page's module, loaded when its route is first shown. The review
// feature's pages share one chunk (pages/review.tsx hands them the user's roles).
const review = () => import('./pages/review')
const ScreeningPage = lazyNamed(review, (m) => m.ScreeningRoute)
const PendingPage = lazyNamed(review, (m) => m.PendingRoute)
const AllViolationsPage = lazyNamed(review, (m) => m.AllViolationsRoute)
const ViolationDetailPage = lazyNamed(review, (m) => m.ViolationDetailRoute)
const ApprovedAdminPage = lazyNamed(review, (m) => m.ApprovedAdminRoute)
const AdminHomePage = lazyNamed(review, (m) => m.AdminHomePage)
const AdminDashboardPage = lazyNamed(review, (m) => m.AdminDashboardPage)
const AdminReportsPage = lazyNamed(review, (m) => m.ReportsPage)
const ReportsManagementPage = lazyNamed(review, (m) => m.ReportsManagementPage)
const ScreeningDocsPage = lazyNamed(review, (m) => m.DocumentationPage)
const ReplyTemplatesPage = lazyNamed(review, (m) => m.ReplyTemplatesRoute)
const ReviewHomePage = lazyNamed(review, (m) => m.ReviewHomePage)
const ReviewDashboardPage = lazyNamed(review, (m) => m.ReviewDashboardPage)
const ReviewAdminHomePage = lazyNamed(review, (m) => m.ReviewAdminHomePage)
const ReviewAdminDashboardPage = lazyNamed(review, (m) => m.ReviewAdminDashboardPage)
const ReporterDashboardPage = lazyNamed(() => import('./pages/reporter-dashboard'), (m) => m.ReporterDashboardPage)
const OwnerFlagsPage = lazyNamed(() => import('@/features/flags/pages'), (m) => m.OwnerFlagsPage)
const FlagDocsPage = lazyNamed(() => import('@/features/flags/pages'), (m) => m.FlagDocsPage)
const OwnerDocsPage = lazyNamed(() => import('@/features/flags/pages'), (m) => m.OwnerDocsPage)
const OwnerHomePage = lazyNamed(() => import('./dashboard/pages/owner-users'), (m) => m.OwnerHomePage)
const OwnerUsersPage = lazyNamed(() => import('./dashboard/pages/owner-users'), (m) => m.OwnerUsersPage)
const OwnerRoleManagementPage = lazyNamed(() => import('./dashboard/pages/owner-users'), (m) => m.OwnerRoleManagementPage)
const OwnerInvestorsPage = lazyNamed(() => import('@/features/owner-investors/pages'), (m) => m.InvestorsPage)
const OwnerApiKeysPage = lazyNamed(() => import('@/features/integrations/pages'), (m) => m.ApiKeysPage)
const SocialMediaTestingPage = lazyNamed(() => import('@/features/integrations/pages'), (m) => m.SocialMediaTestingPage)
const OwnerNeighborhoodsPage = lazyNamed(() => import('@/features/owner-neighborhoods/pages'), (m) => m.NeighborhoodsPage)
const OwnerDepartmentsPage = lazyNamed(() => import('@/features/departments/pages/departments-page'), (m) => m.DepartmentsPage)
const OwnerChatResourcesPage = lazyNamed(() => import('@/features/chat/pages/resources'), (m) => m.ChatResourcesPage)
const OwnerJobsPage = lazyNamed(() => import('@/features/owner-jobs/pages/jobs-page'), (m) => m.JobsPage)
const OwnerAnalyticsPage = lazyNamed(() => import('@/features/owner-analytics/pages'), (m) => m.AnalyticsPage)
const PhotoEditPage = lazyNamed(() => import('@/features/photo-editor/pages'), (m) => m.PhotoEditPage)
const OwnerPhotosPage = lazyNamed(() => import('@/features/photo-editor/pages'), (m) => m.PhotoListPage)

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

/**
 * staffRoutes are the role-restricted areas under /dashboard: each page's
 * path (config/paths.ts), the roles it admits, its header title and, above,
 * the module of its page, so that this file and the page are all there is to
 * read. dashboardRoutes mounts them in the dashboard's frame.
 */
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
