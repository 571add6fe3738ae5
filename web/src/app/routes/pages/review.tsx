import { useAuth } from '@/features/auth'
import * as review from '@/features/review/pages'

// The review feature's pages with the signed-in user's roles (features do
// not read auth themselves). They share one lazily loaded chunk.

export function ScreeningRoute() {
  return <review.ScreeningPage roles={useAuth().roles} />
}

export function PendingRoute() {
  return <review.PendingPage roles={useAuth().roles} />
}

export function AllViolationsRoute() {
  return <review.AllViolationsPage roles={useAuth().roles} />
}

export function ViolationDetailRoute() {
  return <review.ViolationDetailPage roles={useAuth().roles} />
}

export function ApprovedViolationRoute() {
  return <review.ApprovedViolationPage roles={useAuth().roles} />
}

export function MyReportRoute() {
  return <review.MyReportPage roles={useAuth().roles} />
}

export function ApprovedAdminRoute() {
  return <review.ApprovedAdminPage roles={useAuth().roles} />
}

export {
  AdminDashboardPage,
  AdminHomePage,
  DocumentationPage,
  ReportsManagementPage,
  ReportsPage,
  ReviewAdminDashboardPage,
  ReviewAdminHomePage,
  ReviewDashboardPage,
  ReviewHomePage,
} from '@/features/review/pages'
