// /dashboard/violations: the user's own reports.
export { MyViolationsPage } from '@/features/reports'
