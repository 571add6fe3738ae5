import { MapPicker } from '@/features/map'
import { UploadTypePage as ReportPage } from '@/features/reports'

/** UploadTypePage is /dashboard/upload/{category}/{type}: the report form, with the map feature's picker. */
export function UploadTypePage() {
  return <ReportPage MapPicker={MapPicker} />
}
