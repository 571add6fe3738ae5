import { useTranslation } from 'react-i18next'

import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

/** RecordLoadError says the public record (a list or one report) did not load, with a retry. */
export function RecordLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('record')
  return (
    <Alert variant="destructive">
      <AlertDescription className="text-current">
        <p>{t('errors.load')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
