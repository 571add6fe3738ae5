import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'

import { PointMap } from '@/components/maps/point-map'
import { PageFrame } from '@/components/layouts/page-frame'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'
import { ApiError } from '@/lib/api-client'
import { catalogQueryOptions, useCatalog } from '@/lib/catalog'
import { hydrating, suspend } from '@/lib/hydration'

import { publicReportQueryOptions, usePublicReport } from '../api/get-public-report'
import type { PublicReport } from '../api/schemas'
import { DepartmentUpdates } from '../components/department-updates'
import { FollowBox } from '../components/follow-box'
import { RecordLoadError } from '../components/record-load-error'
import { StateBadge } from '../components/state-badge'
import { useFormatters } from '../lib/format'
import { usePublicCatalog } from '../lib/labels'

function Details({ report }: { report: PublicReport }) {
  const { t } = useTranslation('record')
  const { t: tf } = useTranslation('follow')
  const catalog = usePublicCatalog()
  const fmt = useFormatters()
  const title = catalog.type(report.category, report.type)
  // Only photos with a public copy: one still being processed has nothing to show yet.
  const photos = report.photos.filter((p) => p.content_type.startsWith('image/') && p.url)
  const labels = { region: t('detail.mapRegion'), marker: t('detail.marker'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attribution: t('map.attribution') }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-4">
        <h2 className="text-2xl font-semibold">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge resolved={report.resolved} />
          <span className="text-sm text-muted-foreground">{catalog.category(report.category)}</span>
        </div>
        <p className="whitespace-pre-line">{report.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {report.address ? (
            <>
              <dt className="font-medium">{t('detail.address')}</dt>
              <dd>{report.address}</dd>
            </>
          ) : null}
          {report.occurred_at ? (
            <>
              <dt className="font-medium">{t('card.occurred')}</dt>
              <dd>{fmt.date(report.occurred_at)}</dd>
            </>
          ) : null}
          <dt className="font-medium">{t('card.reported')}</dt>
          <dd>{fmt.date(report.uploaded_at)}</dd>
        </dl>
        {report.still_there?.length ? (
          <section aria-labelledby="still-title" className="space-y-1">
            <h3 id="still-title" className="font-medium">
              {tf('still.title')}
            </h3>
            <ul className="list-disc ps-5 text-sm">
              {report.still_there.map((at) => (
                <li key={at}>{tf('still.entry', { date: fmt.date(at) })}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <ul className="grid gap-3 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border">
                {/* Its size, when known, keeps its place while it loads (no layout shift); the first photo is the page's largest content, the others wait until scrolled to. */}
                <img
                  src={photo.url}
                  alt={t('detail.photoAlt', { index: index + 1, total: photos.length, type: title })}
                  width={photo.width}
                  height={photo.height}
                  className="h-auto w-full object-cover"
                  {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-4">
        {report.latitude !== null && report.longitude !== null ? <PointMap point={{ lat: report.latitude, lng: report.longitude }} labels={labels} /> : <p className="text-sm text-muted-foreground">{t('detail.noPoint')}</p>}
        <FollowBox reportId={report.id} />
      </div>
    </div>
  )
}

/** ApprovedDetailPage is /{lang}/public/violations/approved/{id}: one report of the public record with its photos and a small map. */
export function ApprovedDetailPage() {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('record')
  const lang = useLanguage()
  const { id = '' } = useParams()
  const report = usePublicReport(id)
  const queryClient = useQueryClient()
  const catalogPending = useCatalog().isPending
  // The page's HTML shows the report and its labels (internal/webhost/report_copy.go): hydrating it waits
  // for both, which the HTML preloads, rather than draw a spinner or the labels' slugs over them (lib/hydration.ts).
  if ((report.isPending || catalogPending) && hydrating()) {
    suspend(Promise.all([queryClient.query(publicReportQueryOptions(id)), queryClient.query(catalogQueryOptions)]))
  }
  const back = (
    <Link to={paths.lang.approved.getHref(lang)} className="text-primary underline underline-offset-4">
      {tr('detail.back')}
    </Link>
  )
  let body
  if (report.isPending) body = <Spinner className="w-full py-16" />
  else if (report.isError && report.error instanceof ApiError && report.error.status === 404) body = <p role="status">{tr('detail.notFound')}</p>
  else if (report.isError) body = <RecordLoadError onRetry={() => void report.refetch()} />
  else
    body = (
      <>
        <Details report={report.data} />
        <DepartmentUpdates id={report.data.id} />
      </>
    )
  return (
    <PageFrame title={t('pages.approvedDetail.title')} description={t('pages.approvedDetail.description')} className="max-w-6xl">
      <p className="mb-4">{back}</p>
      {body}
    </PageFrame>
  )
}
