import { useTranslation } from 'react-i18next'

import { cn } from '@/lib/utils'

import { isReportStatus, type ReportStatus } from '../api/report-schema'

const styles: Record<ReportStatus, string> = {
  screening: 'bg-secondary text-secondary-foreground border-primary/30',
  pending: 'bg-accent text-accent-foreground border-primary/30',
  approved: 'bg-success text-success-foreground border-transparent',
  rejected: 'bg-destructive text-destructive-foreground border-transparent',
}

/** StatusBadge names a report's review status in words (colour only repeats it). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('reports')
  const known = isReportStatus(status) ? status : null
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', known ? styles[known] : 'bg-muted')}>
      {known ? t(`status.${known}`) : status}
    </span>
  )
}
