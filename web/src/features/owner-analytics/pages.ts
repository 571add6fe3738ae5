// The owner's analytics page, loaded lazily by the router.
export { AnalyticsPage } from './components/analytics-page'
