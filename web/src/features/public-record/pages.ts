// The public record's pages, loaded lazily by the router.
export { ApprovedDetailPage } from './pages/approved-detail-page'
export { ApprovedListPage } from './pages/approved-list-page'
export { PublicMapPage } from './pages/public-map-page'
export { SubscriptionsPage } from './pages/subscriptions-page'
