// The reports feature's public surface: the app imports from here only.
export { DraftReportForm } from './components/draft-report-form'
export { BikeLanePage, UploadTypePage } from './pages/report-page'
export { MyViolationsPage } from './pages/my-violations-page'
export { ReporterDashboardPage } from './pages/reporter-dashboard-page'
export { UploadCategoryPage } from './pages/category-page'
export { UploadPage } from './pages/upload-page'
export type { LatLng, MapPickerComponent, MapPickerProps } from './types'
