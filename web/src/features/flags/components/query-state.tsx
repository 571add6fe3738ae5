import { useTranslation } from 'react-i18next'

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** QueryState shows the loading spinner or the load error (with a retry) of the flag list. */
export function QueryState({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('flags')
  if (isPending) return <Spinner className="w-full py-12" />
  return (
    <Alert variant="destructive">
      <AlertTitle>{t('errors.load')}</AlertTitle>
      <AlertDescription>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
