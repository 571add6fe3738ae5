import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { statusBadgeVariant } from '@/components/ui/badge-variants'

import { isReportStatus } from '../api/report-schema'

/** StatusBadge names a report's review status in words (colour only repeats it). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('reports')
  const known = isReportStatus(status) ? status : null
  return <Badge variant={known ? statusBadgeVariant[known] : 'muted'}>{known ? t(`status.${known}`) : status}</Badge>
}
