import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Spinner } from '@/components/ui/spinner'

/** QueryState shows the loading spinner or the load error (with a retry) of the flag list. */
export function QueryState({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  const { t } = useTranslation('flags')
  if (isPending) return <Spinner className="w-full py-12" />
  return <LoadErrorAlert title={t('errors.load')} retry={t('errors.retry')} onRetry={onRetry} />
}
