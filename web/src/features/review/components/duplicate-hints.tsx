import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Spinner } from '@/components/ui/spinner'

import { useDuplicates } from '../api/get-duplicates'
import { isImagePhoto, photoState, type StaffReport } from '../api/schemas'
import { metersBetween } from '../lib/distance'
import { useFormatters } from '../lib/format'
import { staffHref } from '../lib/links'
import { StatusBadge } from './status-badge'

type Origin = Pick<StaffReport, 'id' | 'latitude' | 'longitude'>

/**
 * DuplicateHints lists other reports of the same type within 50 m and 7
 * days, each with what staff need to judge it: a thumbnail, the
 * description, how far away it is, and a link to open it.
 */
export function DuplicateHints({ report, roles }: { report: Origin; roles: readonly string[] }) {
  const { t } = useTranslation('review')
  const fmt = useFormatters()
  const dups = useDuplicates(report.id)
  if (dups.isPending) return <Spinner className="py-4" />
  if (dups.isError) return <p className="text-sm text-destructive">{t('duplicates.error')}</p>
  if (dups.data.length === 0) return <p className="text-sm text-muted-foreground">{t('duplicates.none')}</p>
  return (
    <ul className="space-y-3">
      {dups.data.map((dup) => {
        const href = staffHref(dup, roles)
        const label = t('duplicates.item', { address: dup.address || t('duplicates.noAddress'), date: fmt.dateTime(dup.uploaded_at) })
        const meters = metersBetween(report, dup)
        // A photo still being processed has no copy to show yet.
        const photo = dup.photos.find((p) => isImagePhoto(p) && photoState(p) === 'ready')
        return (
          <li key={dup.id} className="flex gap-3 text-sm" data-testid="duplicate-hint">
            {photo ? (
              <img src={photo.thumbnail_url ?? photo.url} alt="" className="size-16 shrink-0 rounded-md border object-cover" loading="lazy" />
            ) : null}
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <StatusBadge status={dup.status} />
                {href ? (
                  <Link to={href} className="text-primary underline underline-offset-4">
                    {label}
                  </Link>
                ) : (
                  <span>{label}</span>
                )}
              </p>
              {meters !== null ? <p className="text-muted-foreground">{t('duplicates.distance', { meters })}</p> : null}
              {dup.description ? <p className="line-clamp-3 break-words">{dup.description}</p> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
