import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'

import { useReports } from '../api/get-reports'
import { PagedReports } from '../components/paged-reports'
import { ReportFilters } from '../components/report-filters'
import { ReportRow } from '../components/report-row'
import { ReviewActions } from '../components/review-actions'
import { useLiveReview } from '../hooks/use-live-review'
import { filtersFromParams, filtersToParams } from '../lib/filter-params'
import { staffHref } from '../lib/links'

/**
 * ApprovedAdminPage is /dashboard/review-admin/approved: published reports,
 * which a reviewer admin may retract (→ rejected) or mark resolved; with the
 * rejected filter, rejected reports that may be reopened (→ pending).
 */
export function ApprovedAdminPage({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('review')
  const [params, setParams] = useSearchParams()
  const parsed = filtersFromParams(params)
  const filters = { ...parsed, status: parsed.status === 'rejected' ? ('rejected' as const) : ('approved' as const) }
  const list = useReports(filters)
  useLiveReview()

  return (
    <PageFrame title={t('pages.reviewAdmin.approved.title')} description={t('pages.reviewAdmin.approved.description')}>
      <div className="space-y-4">
        <ReportFilters
          value={filters}
          statusChoices={['approved', 'rejected']}
          onChange={(f) => setParams(filtersToParams({ ...f, status: f.status === 'rejected' ? 'rejected' : null }))}
        />
        <PagedReports list={list} empty={tr('list.empty')}>
          {(items) => (
            <ul className="space-y-2">
              {items.map((report) => (
                <li key={report.id}>
                  <ReportRow report={report} href={staffHref(report, roles)}>
                    {report.status === 'approved' ? <p className="text-sm">{tr(report.resolved ? 'details.resolved' : 'details.open')}</p> : null}
                    <div className="pt-2">
                      <ReviewActions report={report} roles={roles} />
                    </div>
                  </ReportRow>
                </li>
              ))}
            </ul>
          )}
        </PagedReports>
      </div>
    </PageFrame>
  )
}
