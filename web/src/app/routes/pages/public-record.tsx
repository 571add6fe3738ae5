// The public record's pages (features/public-record), one lazily loaded chunk.
export { ApprovedDetailPage, ApprovedListPage, PublicMapPage } from '@/features/public-record/pages'
