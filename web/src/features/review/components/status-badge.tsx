import { useTranslation } from 'react-i18next'

import { cn } from '@/lib/utils'

import type { Status } from '../api/schemas'

const styles: Record<Status, string> = {
  screening: 'bg-secondary text-secondary-foreground border-primary/30',
  pending: 'bg-accent text-accent-foreground border-primary/30',
  approved: 'bg-success text-success-foreground border-transparent',
  rejected: 'bg-destructive text-destructive-foreground border-transparent',
}

/** StatusBadge names a review status in words (the colour only repeats it). */
export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const { t } = useTranslation('review')
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', styles[status], className)}>
      {t(`status.${status}`)}
    </span>
  )
}
