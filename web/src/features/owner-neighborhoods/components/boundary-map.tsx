import type { GeoJsonObject } from 'geojson'
import L from 'leaflet'

import { useBaseLayers, useKeyedLayers, useLeafletMap } from '@/components/maps/use-leaflet-map'

export type Boundary = { id: string; name: string; geometry: unknown }

type Props = {
  boundaries: Boundary[]
  tileUrl: string
  labels: { attribution: string; zoomIn: string; zoomOut: string }
}

const colors = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0e7490']

/** tooltip is a boundary's name as text (never HTML), shown where the pointer is. */
function tooltip(name: string) {
  const text = document.createElement('span')
  text.textContent = name
  return text
}

/** BoundaryMap draws the neighbourhood boundaries on Leaflet, fitted to them. */
export default function BoundaryMap({ boundaries, tileUrl, labels }: Props) {
  const { container, map } = useLeafletMap(
    { bounds: L.geoJSON(boundaries.map((b) => b.geometry as GeoJsonObject)).getBounds() },
    { scrollWheelZoom: false, keyboard: false },
  )
  useBaseLayers(map, tileUrl, labels)
  useKeyedLayers(
    map,
    boundaries.map((b, i) => ({ ...b, color: colors[i % colors.length] })),
    (b) => `${b.id}-${String(JSON.stringify(b.geometry).length)}-${b.color}-${b.name}`,
    (b) => L.geoJSON(b.geometry as GeoJsonObject, { style: { color: b.color, weight: 2, fillOpacity: 0.15 } }).bindTooltip(tooltip(b.name), { sticky: true }),
  )
  return <div ref={container} className="h-full w-full" />
}
