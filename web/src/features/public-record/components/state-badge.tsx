import { useTranslation } from 'react-i18next'

import { cn } from '@/lib/utils'

/** StateBadge says whether an approved report is still open or resolved (fixed). */
export function StateBadge({ resolved }: { resolved: boolean }) {
  const { t } = useTranslation('record')
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        resolved ? 'border-transparent bg-success text-success-foreground' : 'border-primary/30 bg-secondary text-secondary-foreground',
      )}
    >
      {t(resolved ? 'state.resolved' : 'state.open')}
    </span>
  )
}
