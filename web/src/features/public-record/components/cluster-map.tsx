import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { TilePreview } from '@/components/maps/tile-preview'
import { useMapProvider } from '@/components/maps/use-map-provider'
import { Spinner } from '@/components/ui/spinner'
import { useAppConfig } from '@/config/config-context'
import { lazyPart, useCopyRender } from '@/lib/hydration'

import type { MapPoint } from '../api/schemas'
import type { ClusterMapLabels, FocusTarget, Viewport } from '../lib/viewport'

// Each map library loads only with this page.
const LeafletClusterMap = lazyPart(() => import('./leaflet-cluster-map'))
const GoogleClusterMap = lazy(() => import('./google-cluster-map'))

export type ClusterMapProps = {
  points: MapPoint[]
  center: { lat: number; lng: number }
  zoom: number
  labels: ClusterMapLabels
  focus: FocusTarget | null
  onViewport: (viewport: Viewport) => void
  onOpenReport: (id: string) => void
}

/** ClusterMap is the public map: Google Maps when configured and a key is handed out, else Leaflet with OpenStreetMap tiles. */
export function ClusterMap(props: Omit<ClusterMapProps, 'center' | 'zoom'>) {
  const { map } = useAppConfig()
  const { i18n } = useTranslation()
  const provider = useMapProvider()
  // The server's tile preview of the prerendered page uses the same view (internal/webhost/tile_preview.go).
  const view = { center: map.center, zoom: Math.max(map.zoom - 2, 3) }
  // Until Leaflet's code has loaded, its first tiles show as images; a
  // prerendered page shows the server's, and its hydration keeps them: the
  // map comes in the render after (lib/hydration.ts).
  const copy = useCopyRender()
  const fallback = provider.kind === 'leaflet' || copy ? <TilePreview {...view} tileUrl={map.tile_url} /> : <Spinner className="h-full w-full" />
  let content = fallback
  if (provider.kind === 'google') content = <GoogleClusterMap {...props} {...view} apiKey={provider.apiKey} language={i18n.language} />
  else if (provider.kind === 'leaflet' && !copy) content = <LeafletClusterMap {...props} {...view} tileUrl={map.tile_url} />
  return (
    <div role="region" aria-label={props.labels.region} className="h-[60vh] min-h-80 overflow-hidden rounded-xl border">
      <Suspense fallback={fallback}>{content}</Suspense>
    </div>
  )
}
