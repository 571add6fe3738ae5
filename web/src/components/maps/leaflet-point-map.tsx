import L from 'leaflet'

import { pinIcon } from './marker-icon'
import type { PointMapProps } from './types'
import { useBaseLayers, useKeyedLayers, useLeafletMap } from './use-leaflet-map'

/** LeafletPointMap shows one point on Leaflet with the configured tiles. */
export default function LeafletPointMap({ point, labels, zoom = 16, tileUrl }: PointMapProps & { tileUrl: string }) {
  const { container, map } = useLeafletMap({ center: point, zoom }, { scrollWheelZoom: false })
  useBaseLayers(map, tileUrl, labels)
  useKeyedLayers(
    map,
    [point],
    () => labels.marker,
    (p) => L.marker(p, { icon: pinIcon, title: labels.marker, alt: labels.marker, keyboard: false }),
    (marker, p) => marker.setLatLng(p),
  )
  return <div ref={container} className="h-full w-full" />
}
