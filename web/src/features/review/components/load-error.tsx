import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'

import { useErrorText } from '../lib/errors'

/** LoadError says a query failed, in words, with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('review')
  const errorText = useErrorText()
  return (
    <LoadErrorAlert title={t('errors.loadTitle')} retry={t('errors.retry')} onRetry={onRetry}>
      <p>{errorText(error)}</p>
    </LoadErrorAlert>
  )
}
