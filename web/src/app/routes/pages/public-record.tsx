// The public record's pages (features/public-record), one lazily loaded chunk.
export { ApprovedDetailPage, ApprovedListPage, PublicMapPage, SubscriptionsPage } from '@/features/public-record/pages'
