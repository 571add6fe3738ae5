import { Outlet, type RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'
import { RequireRoles, type Role } from '@/features/auth'

import { staticRoute } from './static-route'

const d = paths.dashboard

/** restricted admits a user with any one of allowed to path and its children (spec §6). */
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

/** staffRoutes are the role-restricted areas under /dashboard. */
export function staffRoutes(): RouteObject[] {
  return [
    restricted(d.admin.root.path, ['reporter_admin'], [
      staticRoute(null, 'pages.admin.home.title', 'pages.admin.home.description'),
      staticRoute(d.admin.dashboard.path, 'pages.admin.dashboard.title', 'pages.admin.dashboard.description'),
      staticRoute(d.admin.reports.path, 'pages.admin.reports.title', 'pages.admin.reports.description'),
      staticRoute(d.admin.reportsManagement.path, 'pages.admin.reportsManagement.title', 'pages.admin.reportsManagement.description'),
      staticRoute(d.admin.screening.path, 'pages.admin.screening.title', 'pages.admin.screening.description'),
      staticRoute(d.admin.allViolations.path, 'pages.admin.allViolations.title', 'pages.admin.allViolations.description'),
      staticRoute(d.admin.documentation.path, 'pages.admin.documentation.title', 'pages.admin.documentation.description'),
      staticRoute(d.admin.socialMediaTesting.path, 'pages.admin.socialMediaTesting.title', 'pages.admin.socialMediaTesting.description'),
    ]),
    restricted(d.reporter.root.path, ['reporter', 'reporter_admin'], [
      staticRoute(null, 'pages.reporter.dashboard.title', 'pages.reporter.dashboard.description'),
    ]),
    restricted(d.review.root.path, ['reviewer'], [
      staticRoute(null, 'pages.review.home.title', 'pages.review.home.description'),
      staticRoute(d.review.dashboard.path, 'pages.review.dashboard.title', 'pages.review.dashboard.description'),
      staticRoute(d.review.pending.path, 'pages.review.pending.title', 'pages.review.pending.description'),
    ]),
    restricted(d.reviewAdmin.root.path, ['reviewer_admin'], [
      staticRoute(null, 'pages.reviewAdmin.home.title', 'pages.reviewAdmin.home.description'),
      staticRoute(d.reviewAdmin.dashboard.path, 'pages.reviewAdmin.dashboard.title', 'pages.reviewAdmin.dashboard.description'),
      staticRoute(d.reviewAdmin.approved.path, 'pages.reviewAdmin.approved.title', 'pages.reviewAdmin.approved.description'),
    ]),
    restricted(d.owner.root.path, ['owner'], [
      staticRoute(null, 'pages.owner.home.title', 'pages.owner.home.description'),
      staticRoute(d.owner.analytics.path, 'pages.owner.analytics.title', 'pages.owner.analytics.description'),
      staticRoute(d.owner.documentation.path, 'pages.owner.documentation.title', 'pages.owner.documentation.description'),
      staticRoute(d.owner.featureFlagsDocs.path, 'pages.owner.featureFlagsDocs.title', 'pages.owner.featureFlagsDocs.description'),
      staticRoute(d.owner.featureFlags.path, 'pages.owner.featureFlags.title', 'pages.owner.featureFlags.description'),
      staticRoute(d.owner.neighbors.path, 'pages.owner.neighbors.title', 'pages.owner.neighbors.description'),
      staticRoute(d.owner.photoEditor.path, 'pages.owner.photoEditor.title', 'pages.owner.photoEditor.description'),
      staticRoute(d.owner.roleManagement.path, 'pages.owner.roleManagement.title', 'pages.owner.roleManagement.description'),
      staticRoute(d.owner.users.path, 'pages.owner.users.title', 'pages.owner.users.description'),
      staticRoute(d.owner.investors.path, 'pages.owner.investors.title', 'pages.owner.investors.description'),
    ]),
  ]
}
