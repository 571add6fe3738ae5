import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { Spinner } from '@/components/ui/spinner'
import { useAppConfig } from '@/config/config-context'
import { cn } from '@/lib/utils'

import type { PointMapProps } from './types'
import { useMapProvider } from './use-map-provider'

// Each map library loads only when a map is shown.
const LeafletPointMap = lazy(() => import('./leaflet-point-map'))
const GooglePointMap = lazy(() => import('./google-point-map'))

/**
 * PointMap shows where something is: Google Maps when the server is set up
 * for it and hands out a key, Leaflet with the configured tiles otherwise
 * (also when the key cannot be had).
 */
export function PointMap(props: PointMapProps) {
  const { map } = useAppConfig()
  const { i18n } = useTranslation()
  const provider = useMapProvider()
  const spinner = <Spinner className="h-full w-full" />
  let view = <LeafletPointMap {...props} zoom={props.zoom ?? map.zoom} tileUrl={map.tile_url} />
  if (provider.kind === 'pending') view = spinner
  else if (provider.kind === 'google') view = <GooglePointMap {...props} zoom={props.zoom ?? map.zoom} apiKey={provider.apiKey} language={i18n.language} />
  return (
    <div role="group" aria-label={props.labels.region} className={cn('isolate h-64 overflow-hidden rounded-lg border', props.className)}>
      <Suspense fallback={spinner}>{view}</Suspense>
    </div>
  )
}
