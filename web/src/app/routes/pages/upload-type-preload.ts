import { reportFormNamespaces } from '@/config/first-loads'
import { preloadMapPicker } from '@/features/map'
import { preloadStreetForm } from '@/features/reports'
import { catalogQueryOptions } from '@/lib/catalog'
import { i18n } from '@/lib/i18n'

import type { Preload } from '../route-kit'

/** preload starts the report form page's catalog, the street form, the map library and their translations together (dashboard-routes.tsx). */
export const preload: Preload = ({ queryClient, config }) => {
  void queryClient.query(catalogQueryOptions).catch(() => {}) // the page shows a failure when it renders
  void i18n.loadNamespaces(reportFormNamespaces)
  preloadStreetForm()
  preloadMapPicker(config.map.provider)
}
