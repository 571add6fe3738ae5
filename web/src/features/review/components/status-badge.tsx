import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { reportStatusStyles } from '@/lib/report-labels'
import { cn } from '@/lib/utils'

import type { Status } from '../api/schemas'

/** StatusBadge names a review status in words (the colour only repeats it). */
export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const { t } = useTranslation('review')
  return <Badge className={cn(reportStatusStyles[status], className)}>{t(`status.${status}`)}</Badge>
}
