import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { useAppConfig } from '@/config/config-context'

/** useDocumentTitle sets the tab title to "page · app name" while the page is shown. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation()
  const { app_name } = useAppConfig()
  const title = t('meta.documentTitle', { page, app: app_name })
  useEffect(() => {
    document.title = title
  }, [title])
}
