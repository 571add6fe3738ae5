// The review feature's pages, loaded lazily by the router. Each takes the
// signed-in user's roles from the app (features do not read auth).
export { AllViolationsPage } from './pages/all-violations-page'
export { ApprovedAdminPage } from './pages/approved-admin-page'
export { AdminDashboardPage, ReviewAdminDashboardPage, ReviewDashboardPage } from './pages/dashboard-pages'
export { ApprovedViolationPage, MyReportPage, ViolationDetailPage } from './pages/detail-pages'
export { DocumentationPage } from './pages/documentation-page'
export { AdminHomePage, ReviewAdminHomePage, ReviewHomePage } from './pages/home-pages'
export { PendingPage, ScreeningPage } from './pages/queue-page'
export { ReplyTemplatesPage } from './pages/reply-templates-page'
export { ReportsManagementPage } from './pages/reports-management-page'
export { ReportsPage } from './pages/reports-page'
