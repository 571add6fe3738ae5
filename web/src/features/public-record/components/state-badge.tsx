import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'

/** StateBadge says whether an approved report is still open or resolved (fixed). */
export function StateBadge({ resolved }: { resolved: boolean }) {
  const { t } = useTranslation('record')
  return (
    <Badge variant={resolved ? 'success' : 'soft'}>
      {t(resolved ? 'state.resolved' : 'state.open')}
    </Badge>
  )
}
