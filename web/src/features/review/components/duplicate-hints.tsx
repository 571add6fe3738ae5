import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Spinner } from '@/components/ui/spinner'

import { useDuplicates } from '../api/get-duplicates'
import { useFormatters } from '../lib/format'
import { staffHref } from '../lib/links'
import { StatusBadge } from './status-badge'

/** DuplicateHints lists other reports of the same type within 50 m and 7 days, with links to open them. */
export function DuplicateHints({ id, roles }: { id: string; roles: readonly string[] }) {
  const { t } = useTranslation('review')
  const fmt = useFormatters()
  const dups = useDuplicates(id)
  if (dups.isPending) return <Spinner className="py-4" />
  if (dups.isError) return <p className="text-sm text-destructive">{t('duplicates.error')}</p>
  if (dups.data.length === 0) return <p className="text-sm text-muted-foreground">{t('duplicates.none')}</p>
  return (
    <ul className="space-y-2">
      {dups.data.map((dup) => {
        const href = staffHref(dup, roles)
        const label = t('duplicates.item', { address: dup.address || t('duplicates.noAddress'), date: fmt.dateTime(dup.uploaded_at) })
        return (
          <li key={dup.id} className="flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge status={dup.status} />
            {href ? (
              <Link to={href} className="text-primary underline underline-offset-4">
                {label}
              </Link>
            ) : (
              <span>{label}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
