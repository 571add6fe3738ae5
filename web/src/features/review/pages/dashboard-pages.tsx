import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'

import { useStats, type ReviewStats } from '../api/get-stats'
import { LoadError } from '../components/load-error'
import { useLiveReview } from '../hooks/use-live-review'
import { useDuration } from '../lib/duration'
import { useFormatters } from '../lib/format'

type Variant = 'admin' | 'reviewer' | 'reviewAdmin'
type Metric = 'screening' | 'pending' | 'approved' | 'rejected' | 'resolved' | 'screenedThisWeek' | 'reviewedThisWeek' | 'medianScreen' | 'medianReview'

const metrics: Record<Variant, Metric[]> = {
  admin: ['screening', 'pending', 'approved', 'rejected', 'screenedThisWeek', 'medianScreen'],
  reviewer: ['pending', 'reviewedThisWeek', 'medianReview'],
  reviewAdmin: ['approved', 'rejected', 'resolved', 'pending', 'reviewedThisWeek', 'medianReview'],
}

function useMetricValue() {
  const duration = useDuration()
  const fmt = useFormatters()
  return (metric: Metric, s: ReviewStats): string => {
    switch (metric) {
      case 'screenedThisWeek':
        return fmt.number(s.screened_this_week)
      case 'reviewedThisWeek':
        return fmt.number(s.reviewed_this_week)
      case 'medianScreen':
        return duration(s.median_minutes_to_screen)
      case 'medianReview':
        return duration(s.median_minutes_to_review)
      case 'resolved':
        return fmt.number(s.resolved)
      default:
        return fmt.number(s.queue[metric] ?? 0)
    }
  }
}

function StatsDashboard({ variant }: { variant: Variant }) {
  const { t } = useTranslation('review')
  const stats = useStats()
  const value = useMetricValue()
  useLiveReview()
  if (stats.isPending) return <Spinner className="w-full py-16" />
  if (stats.isError) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
  const queueLink = variant === 'admin' ? paths.dashboard.admin.screening.getHref() : variant === 'reviewer' ? paths.dashboard.review.pending.getHref() : paths.dashboard.reviewAdmin.approved.getHref()
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {metrics[variant].map((metric) => (
          <div key={metric} className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{t(`stats.metrics.${metric}`)}</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{value(metric, stats.data)}</dd>
          </div>
        ))}
      </dl>
      <Button asChild>
        <Link to={queueLink}>{t(`stats.open.${variant}`)}</Link>
      </Button>
    </div>
  )
}

/** AdminDashboardPage is /dashboard/admin/dashboard: queue sizes and screening throughput. */
export function AdminDashboardPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('pages.admin.dashboard.title')} description={t('pages.admin.dashboard.description')}>
      <StatsDashboard variant="admin" />
    </PageFrame>
  )
}

/** ReviewDashboardPage is /dashboard/review/dashboard: the pending queue and review times. */
export function ReviewDashboardPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('pages.review.dashboard.title')} description={t('pages.review.dashboard.description')}>
      <StatsDashboard variant="reviewer" />
    </PageFrame>
  )
}

/** ReviewAdminDashboardPage is /dashboard/review-admin/dashboard: decisions, resolutions and review times. */
export function ReviewAdminDashboardPage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('pages.reviewAdmin.dashboard.title')} description={t('pages.reviewAdmin.dashboard.description')}>
      <StatsDashboard variant="reviewAdmin" />
    </PageFrame>
  )
}
