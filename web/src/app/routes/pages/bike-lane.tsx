import { MapPicker } from '@/features/map'
import { BikeLanePage as ReportPage } from '@/features/reports'

/** BikeLanePage is /dashboard/upload/bike-lane: the direct form (the route admits reporter and reporter_admin). */
export function BikeLanePage() {
  return <ReportPage MapPicker={MapPicker} />
}
