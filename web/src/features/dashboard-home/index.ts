// The dashboard home's public surface.
export { DashboardHome } from './components/dashboard-home'
