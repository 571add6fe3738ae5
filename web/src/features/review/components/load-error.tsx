import { useTranslation } from 'react-i18next'

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

import { useErrorText } from '../lib/errors'

/** LoadError says a query failed, in words, with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('review')
  const errorText = useErrorText()
  return (
    <Alert variant="destructive">
      <AlertTitle>{t('errors.loadTitle')}</AlertTitle>
      <AlertDescription>
        <p>{errorText(error)}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
