import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { useId } from '@/lib/use-id'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import type { PublicReport } from '../api/schemas'
import { useFormatters } from '../lib/format'
import { usePublicCatalog } from '../lib/labels'
import { StateBadge } from './state-badge'

/** ReportCard is one approved report in the public list: photo, labels, dates, open or resolved, and a link. */
export function ReportCard({ report }: { report: PublicReport }) {
  const { t } = useTranslation('record')
  const lang = useLanguage()
  const catalog = usePublicCatalog()
  const fmt = useFormatters()
  const titleId = useId()
  const title = catalog.type(report.category, report.type)
  const photo = report.photos.find((p) => p.content_type.startsWith('image/') && (p.thumbnail_url ?? p.url))
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl border bg-card">
      {photo ? (
        <img src={photo.thumbnail_url ?? photo.url} alt={t('card.photoAlt', { type: title })} className="aspect-video w-full object-cover" loading="lazy" />
      ) : (
        <div className="aspect-video w-full bg-muted" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge resolved={report.resolved} />
          <span className="text-xs text-muted-foreground">{catalog.category(report.category)}</span>
        </div>
        <h2 id={titleId} className="text-lg font-semibold">
          <Link to={paths.lang.approvedDetail.getHref(lang, report.id)} className="text-primary underline-offset-4 hover:underline">
            {title}
          </Link>
        </h2>
        {report.address ? <p className="text-sm">{report.address}</p> : null}
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-2 text-sm text-muted-foreground">
          {report.occurred_at ? (
            <>
              <dt>{t('card.occurred')}</dt>
              <dd>
                <time dateTime={report.occurred_at}>{fmt.date(report.occurred_at)}</time>
              </dd>
            </>
          ) : null}
          <dt>{t('card.reported')}</dt>
          <dd>
            <time dateTime={report.uploaded_at}>{fmt.date(report.uploaded_at)}</time>
          </dd>
        </dl>
      </div>
    </article>
  )
}
