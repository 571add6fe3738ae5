import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { useMapProvider } from '@/components/maps/use-map-provider'
import { Spinner } from '@/components/ui/spinner'
import { useAppConfig } from '@/config/config-context'
import { lazyPart } from '@/lib/hydration'

import type { MapPickerProps } from '../types'
import { loadGoogle, loadLeaflet } from './load-pickers'

// Each map library loads only when a map is shown, or is about to be (load-pickers.ts).
const LeafletPicker = lazyPart(loadLeaflet)
const GooglePicker = lazy(loadGoogle)

/**
 * MapPicker lets the user put a pin on a map (click, drag, or the
 * centre-pin button for keyboard users). Google Maps when the server has a
 * key, Leaflet with the configured tiles otherwise or when the key fails.
 */
export function MapPicker(props: MapPickerProps) {
  const { t } = useTranslation('map')
  const { map } = useAppConfig()
  const provider = useMapProvider()
  const view = { center: map.center, zoom: map.zoom }
  const spinner = <Spinner className="h-72 w-full sm:h-96" />
  let picker = <LeafletPicker {...props} {...view} tileUrl={map.tile_url} />
  if (provider.kind === 'pending') picker = spinner
  else if (provider.kind === 'google') picker = <GooglePicker {...props} {...view} apiKey={provider.apiKey} />
  return (
    <div role="group" aria-labelledby="map-picker-label" aria-describedby="map-picker-hint" className="space-y-2">
      <p id="map-picker-label" className="text-sm font-medium">
        {t('label')}
      </p>
      <p id="map-picker-hint" className="text-sm text-muted-foreground">
        {t('keyboardHint')}
      </p>
      <Suspense fallback={spinner}>{picker}</Suspense>
    </div>
  )
}
