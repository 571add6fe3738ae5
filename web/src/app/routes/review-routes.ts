import type { ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'

import type { CommonKey } from '@/lib/i18n-keys'

import { lazyNamed, page, type RouteHandle } from './route-kit'

// The review and public-record pages (features/review, features/public-record).
// The staff pages share one chunk; the public pages have their own.
const staff = () => import('./pages/review')
const publicRecord = () => import('./pages/public-record')

export const ScreeningPage = lazyNamed(staff, (m) => m.ScreeningRoute)
export const PendingPage = lazyNamed(staff, (m) => m.PendingRoute)
export const AllViolationsPage = lazyNamed(staff, (m) => m.AllViolationsRoute)
export const ViolationDetailPage = lazyNamed(staff, (m) => m.ViolationDetailRoute)
export const ApprovedViolationPage = lazyNamed(staff, (m) => m.ApprovedViolationRoute)
export const MyReportPage = lazyNamed(staff, (m) => m.MyReportRoute)
export const ApprovedAdminPage = lazyNamed(staff, (m) => m.ApprovedAdminRoute)
export const AdminHomePage = lazyNamed(staff, (m) => m.AdminHomePage)
export const AdminDashboardPage = lazyNamed(staff, (m) => m.AdminDashboardPage)
export const AdminReportsPage = lazyNamed(staff, (m) => m.ReportsPage)
export const ReportsManagementPage = lazyNamed(staff, (m) => m.ReportsManagementPage)
export const ScreeningDocsPage = lazyNamed(staff, (m) => m.DocumentationPage)
export const ReplyTemplatesPage = lazyNamed(staff, (m) => m.ReplyTemplatesRoute)
export const ReviewHomePage = lazyNamed(staff, (m) => m.ReviewHomePage)
export const ReviewDashboardPage = lazyNamed(staff, (m) => m.ReviewDashboardPage)
export const ReviewAdminHomePage = lazyNamed(staff, (m) => m.ReviewAdminHomePage)
export const ReviewAdminDashboardPage = lazyNamed(staff, (m) => m.ReviewAdminDashboardPage)

export const ApprovedListPage = lazyNamed(publicRecord, (m) => m.ApprovedListPage)
export const ApprovedDetailPage = lazyNamed(publicRecord, (m) => m.ApprovedDetailPage)
export const PublicMapPage = lazyNamed(publicRecord, (m) => m.PublicMapPage)
export const SubscriptionsPage = lazyNamed(publicRecord, (m) => m.SubscriptionsPage)

/** pageRoute is a route (the index route when path is null) with its page and the header's title. */
export function pageRoute(path: string | null, titleKey: CommonKey, element: ReactNode): RouteObject {
  const handle: RouteHandle = { titleKey }
  return path === null ? { index: true, handle, element: page(element) } : { path, handle, element: page(element) }
}
