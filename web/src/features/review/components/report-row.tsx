import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PhotoPlaceholder } from '@/components/ui/photo-placeholder'
import { useCatalogNames } from '@/lib/report-labels'

import { isImagePhoto, photoState, type StaffReport } from '../api/schemas'
import { useFormatters } from '../lib/format'
import { StatusBadge } from './status-badge'

type Props = { report: StaffReport; href: string | null; children?: ReactNode }

/** ReportRow is one report in a staff list: thumbnail, type, place, time, status and a link to open it. */
export function ReportRow({ report, href, children }: Props) {
  const { t } = useTranslation('review')
  const { t: ts } = useTranslation('staff')
  const names = useCatalogNames()
  const fmt = useFormatters()
  const title = names.type(report.category, report.type)
  const thumb = report.photos.find((p) => p.thumbnail_url)?.thumbnail_url
  // No small copy yet: say so while a photo is still being processed.
  const processing = !thumb && report.photos.some((p) => isImagePhoto(p) && photoState(p) === 'processing')
  return (
    <div className="flex gap-3 rounded-xl border bg-card p-3">
      {thumb ? (
        <img src={thumb} alt="" className="size-16 shrink-0 rounded-md object-cover" loading="lazy" />
      ) : processing ? (
        <PhotoPlaceholder state="processing" label={t('photos.processing')} className="size-16 shrink-0 p-1 text-[0.625rem] leading-tight" />
      ) : (
        <div className="size-16 shrink-0 rounded-md bg-muted" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={report.status} />
          <span className="text-xs text-muted-foreground">{names.category(report.category)}</span>
          {report.claim ? <span className="text-xs font-medium">{ts('claim.badge', { name: report.claim.user_name || ts('claim.someone') })}</span> : null}
        </div>
        <p className="font-medium">
          {href ? (
            <Link to={href} className="text-primary underline-offset-4 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        {/* Wrapped, never cut: on a 320 px screen the time goes to a line of its own (WCAG 1.4.10). */}
        <p className="flex flex-wrap gap-x-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {report.address ? <span>{report.address + ' ·'}</span> : null}
          <time dateTime={report.uploaded_at} className="whitespace-nowrap">
            {fmt.dateTime(report.uploaded_at)}
          </time>
        </p>
        {children}
      </div>
    </div>
  )
}
