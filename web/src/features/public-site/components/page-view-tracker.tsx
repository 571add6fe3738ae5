import { useAppConfig } from '@/config/config-context'

import { usePageViews } from '../hooks/use-page-views'

/** PageViewTracker counts page views when the server has analytics turned on; it renders nothing. */
export function PageViewTracker() {
  const { analytics_enabled } = useAppConfig()
  usePageViews(analytics_enabled)
  return null
}
