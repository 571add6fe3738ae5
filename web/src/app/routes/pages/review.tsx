import { useAuth } from '@/features/auth'
import { MapPicker } from '@/features/map'
import { PinPickerContext, type PinPickerProps } from '@/features/review/lib/pin-picker'
import * as review from '@/features/review/pages'

// The review feature's pages with the signed-in user's roles (features do
// not read auth themselves). They share one lazily loaded chunk.

// Staff place a report filed without a point with the map feature's picker.
const renderPicker = (props: PinPickerProps) => <MapPicker {...props} />

export function ScreeningRoute() {
  return (
    <PinPickerContext value={renderPicker}>
      <review.ScreeningPage roles={useAuth().roles} />
    </PinPickerContext>
  )
}

export function PendingRoute() {
  return (
    <PinPickerContext value={renderPicker}>
      <review.PendingPage roles={useAuth().roles} />
    </PinPickerContext>
  )
}

export function AllViolationsRoute() {
  return <review.AllViolationsPage roles={useAuth().roles} />
}

export function ViolationDetailRoute() {
  return (
    <PinPickerContext value={renderPicker}>
      <review.ViolationDetailPage roles={useAuth().roles} />
    </PinPickerContext>
  )
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

export function ReplyTemplatesRoute() {
  return <review.ReplyTemplatesPage />
}
