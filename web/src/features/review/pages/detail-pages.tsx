import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'

import { useReport } from '../api/get-report'
import { LoadError } from '../components/load-error'
import { ReportReview } from '../components/report-review'
import { ReviewActions } from '../components/review-actions'
import { StatusBadge } from '../components/status-badge'
import { useLiveReview } from '../hooks/use-live-review'
import { isNotFound } from '../lib/errors'
import { isStaff } from '../lib/workflow'

type Props = { roles: readonly string[] }

function ReportDetail({ id, roles, approvedOnly, mine = false }: { id: string; roles: readonly string[]; approvedOnly: boolean; mine?: boolean }) {
  const { t } = useTranslation('review')
  const report = useReport(id)
  useLiveReview()
  if (report.isPending) return <Spinner className="w-full py-16" />
  if (report.isError && isNotFound(report.error)) return <p role="status">{t('detail.notFound')}</p>
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />
  if (approvedOnly && report.data.status !== 'approved')
    return (
      <div role="status" className="space-y-2">
        <p>{t('detail.notApproved')}</p>
        <StatusBadge status={report.data.status} />
      </div>
    )
  // On the reporter's own page the report is theirs: no staff tools there,
  // whatever their roles (staff open reports from their own lists).
  const staff = !mine && isStaff(roles)
  const canAct = !mine && (approvedOnly ? roles.includes('reviewer_admin') : staff)
  return (
    <ReportReview
      report={report.data}
      roles={roles}
      staff={staff}
      history
      actions={canAct ? <ReviewActions report={report.data} roles={roles} /> : undefined}
    />
  )
}

/** MyReportPage is /dashboard/violations/:id: the signed-in user's own report, any status, with photos, place and history. */
export function MyReportPage({ roles }: Props) {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('review')
  const { id = '' } = useParams()
  return (
    <PageFrame title={t('pages.myViolation.title')} description={t('pages.myViolation.description')} className="max-w-6xl">
      <p className="mb-4">
        <Link to={paths.dashboard.violations.getHref()} className="text-primary underline underline-offset-4">
          {tr('detail.backMine')}
        </Link>
      </p>
      <ReportDetail key={id} id={id} roles={roles} approvedOnly={false} mine />
    </PageFrame>
  )
}

/** ApprovedViolationPage is /dashboard/violations/approved/:id: an approved report inside the app (reviewer admins may retract or resolve it). */
export function ApprovedViolationPage({ roles }: Props) {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <PageFrame title={t('pages.approvedViolation.title')} description={t('pages.approvedViolation.description')} className="max-w-6xl">
      <ReportDetail key={id} id={id} roles={roles} approvedOnly />
    </PageFrame>
  )
}

/** ViolationDetailPage is /dashboard/admin/all-violations/:id: any report for reporter admins, with the moves their roles allow. */
export function ViolationDetailPage({ roles }: Props) {
  const { t } = useTranslation('review')
  const { id = '' } = useParams()
  return (
    <PageFrame title={t('detail.title')} className="max-w-6xl">
      <p className="mb-4">
        <Link to={paths.dashboard.admin.allViolations.getHref()} className="text-primary underline underline-offset-4">
          {t('detail.back')}
        </Link>
      </p>
      <ReportDetail key={id} id={id} roles={roles} approvedOnly={false} />
    </PageFrame>
  )
}
