import { CloudOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** OfflineNotice stands in for a page that needs the server while there is no connection. */
export function OfflineNotice() {
  const { t } = useTranslation()
  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <CloudOff aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{t('offline.title')}</h1>
      <p className="text-muted-foreground">{t('offline.description')}</p>
    </div>
  )
}
