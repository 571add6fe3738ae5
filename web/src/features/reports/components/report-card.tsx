import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'

import { findCategory, findType, useLocalize, type Catalog } from '@/lib/catalog'
import { cn } from '@/lib/utils'

import { isRejectionReason, type Report } from '../api/report-schema'
import type { EditOutcome } from './edit-report-form'
import { EditButton } from './edit-button'
import { ReportThumbnail } from './report-thumbnail'
import { StatusBadge } from './status-badge'
import { WithdrawButton } from './withdraw-button'

export type CardOutcome = EditOutcome | 'withdrawn'

type Props = { report: Report; catalog: Catalog; highlighted: boolean; onOutcome: (outcome: CardOutcome) => void }

/** ReportCard is one of the user's reports: what, where it stands, when, why it was rejected, and edit/withdraw while in screening. */
export function ReportCard({ report, catalog, highlighted, onOutcome }: Props) {
  const { t, i18n } = useTranslation('reports')
  const localize = useLocalize()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!highlighted) return
    ref.current?.scrollIntoView({ block: 'center' })
    ref.current?.focus()
  }, [highlighted])

  const category = findCategory(catalog, report.category)
  const type = findType(category, report.type)
  const title = type ? localize(type.label) : category ? localize(category.label) : report.category
  const date = (iso: string | null | undefined) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : null
  const occurred = date(report.occurred_at ?? report.started_at)
  const kind = { private: category?.private ?? false, vehicle: type?.vehicle ?? category?.vehicle ?? false }
  const titleId = `report-${report.id}-title`
  const reason = report.rejection?.reason_code

  return (
    <article
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={titleId}
      className={cn('flex gap-4 rounded-xl border bg-card p-4 outline-none', highlighted && 'ring-[3px] ring-ring/60')}
    >
      <ReportThumbnail photos={report.photos} label={title} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-semibold">
            <Link to={paths.dashboard.myViolation.getHref(report.id)} className="text-primary underline-offset-4 hover:underline">
              {title}
            </Link>
          </h2>
          <StatusBadge status={report.status} />
          {highlighted ? <span className="text-xs font-semibold text-primary">{t('mine.justSent')}</span> : null}
        </div>
        {type && category ? <p className="text-sm text-muted-foreground">{localize(category.label)}</p> : null}
        <p className="line-clamp-3 text-sm break-words">{report.description}</p>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          {occurred ? (
            <div className="flex gap-1"><dt className="text-muted-foreground">{t('mine.occurred')}</dt><dd>{occurred}</dd></div>
          ) : null}
          <div className="flex gap-1"><dt className="text-muted-foreground">{t('mine.uploaded')}</dt><dd>{date(report.uploaded_at)}</dd></div>
        </dl>
        {report.rejection ? (
          <div className="rounded-lg border border-destructive/40 p-3 text-sm">
            <p className="font-medium text-destructive">
              {t('mine.rejectedBecause', { reason: isRejectionReason(reason) ? t(`rejection.${reason}`) : t('rejection.other') })}
            </p>
            {report.rejection.note ? <p className="mt-1 break-words">{report.rejection.note}</p> : null}
          </div>
        ) : null}
        {report.status === 'screening' ? (
          <div className="flex flex-wrap gap-2 pt-1">
            <EditButton report={report} kind={kind} onDone={onOutcome} />
            <WithdrawButton reportId={report.id} onDone={onOutcome} />
          </div>
        ) : null}
      </div>
    </article>
  )
}
