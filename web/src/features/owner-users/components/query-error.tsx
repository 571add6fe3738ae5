import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'

/** QueryError shows why a list could not load, with a retry. */
export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('owner')
  return <LoadErrorAlert title={message} retry={t('users.retry')} onRetry={onRetry} />
}
