import { useLayoutEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { useAppConfig } from '@/config/config-context'
import { prerenderTitle } from '@/lib/hydration'

/**
 * useDocumentTitle sets the tab title to "page · app name" while the page is
 * shown: in the commit that draws the page (a layout effect: Preact runs
 * useEffect only after the next frame, so the old title outlived the new
 * heading for a moment). At build time, where no effect runs, the render
 * sets it (the prerendered page's title: src/prerender.tsx).
 */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation()
  const { app_name } = useAppConfig()
  const title = t('meta.documentTitle', { page, app: app_name })
  if (import.meta.env.SSR) prerenderTitle(title)
  useLayoutEffect(() => {
    document.title = title
  }, [title])
}
