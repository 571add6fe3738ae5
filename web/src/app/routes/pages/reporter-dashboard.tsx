// /dashboard/reporter: the user's report counts (reporter, reporter_admin).
export { ReporterDashboardPage } from '@/features/reports'
