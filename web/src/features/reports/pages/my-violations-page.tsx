import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { catalogQueryOptions } from '@/lib/catalog'

import { useMyReports } from '../api/get-my-reports'
import { isReportStatus } from '../api/report-schema'
import { QueuedReports } from '../components/queued-reports'
import { ReportCard, type CardOutcome } from '../components/report-card'
import { StatusTabs } from '../components/status-tabs'
import { useLivePhotos } from '../hooks/use-live-photos'

/** MyViolationsPage is /dashboard/violations: the user's reports, filtered by status, with "Load more". */
export function MyViolationsPage() {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('reports')
  const [params] = useSearchParams()
  const raw = params.get('status')
  const status = isReportStatus(raw) ? raw : null
  const highlight = params.get('highlight')
  const { data: catalog } = useSuspenseQuery(catalogQueryOptions)
  const reports = useMyReports(status)
  useLivePhotos()
  const [outcome, setOutcome] = useState<CardOutcome | null>(null)
  const items = reports.data?.pages.flatMap((p) => p.items) ?? []

  return (
    <PageFrame title={t('pages.myViolations.title')} description={t('pages.myViolations.description')}>
      <StatusTabs current={status} />
      <QueuedReports />
      {outcome ? (
        <Alert variant={outcome === 'conflict' || outcome === 'failed' ? 'destructive' : 'default'} className="mb-4">
          <AlertDescription className="text-current">{tr(`mine.outcomes.${outcome}`)}</AlertDescription>
        </Alert>
      ) : null}
      {reports.isPending ? <Spinner className="w-full py-16" /> : null}
      {reports.isError && items.length === 0 ? (
        <Alert variant="destructive">
          <AlertDescription className="text-current">
            {t('errors.dataLoading.description')}
            <Button variant="outline" size="sm" onClick={() => void reports.refetch()}>{t('errors.dataLoading.retry')}</Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {reports.isSuccess && items.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed p-8 text-center">
          <p className="font-medium">{tr(status ? 'mine.emptyFiltered' : 'mine.empty')}</p>
          <Button asChild><Link to={paths.dashboard.upload.getHref()}>{tr('mine.fileReport')}</Link></Button>
        </div>
      ) : null}
      <ul className="space-y-4">
        {items.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} catalog={catalog} highlighted={report.id === highlight} onOutcome={setOutcome} />
          </li>
        ))}
      </ul>
      {reports.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" disabled={reports.isFetchingNextPage} onClick={() => void reports.fetchNextPage()}>
            {tr(reports.isFetchingNextPage ? 'mine.loadingMore' : 'mine.loadMore')}
          </Button>
        </div>
      ) : null}
    </PageFrame>
  )
}
