import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { statusBadgeVariant } from '@/components/ui/badge-variants'

import type { Status } from '../api/schemas'

/** StatusBadge names a review status in words (the colour only repeats it). */
export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const { t } = useTranslation('review')
  return <Badge variant={statusBadgeVariant[status]} className={className}>{t(`status.${status}`)}</Badge>
}
