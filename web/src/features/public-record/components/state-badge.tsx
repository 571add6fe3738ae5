import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'

/** StateBadge says whether an approved report is still open or resolved (fixed). */
export function StateBadge({ resolved }: { resolved: boolean }) {
  const { t } = useTranslation('record')
  return (
    <Badge className={resolved ? 'border-transparent bg-success text-success-foreground' : 'border-primary/30 bg-secondary text-secondary-foreground'}>
      {t(resolved ? 'state.resolved' : 'state.open')}
    </Badge>
  )
}
