import 'leaflet/dist/leaflet.css'

import type { GeoJsonObject } from 'geojson'
import { geoJSON } from 'leaflet'
import { GeoJSON, MapContainer, TileLayer, Tooltip, ZoomControl } from 'react-leaflet'

export type Boundary = { id: string; name: string; geometry: unknown }

type Props = {
  boundaries: Boundary[]
  tileUrl: string
  labels: { attribution: string; zoomIn: string; zoomOut: string }
}

const colors = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0e7490']

/** BoundaryMap draws the neighbourhood boundaries on Leaflet, fitted to them. */
export default function BoundaryMap({ boundaries, tileUrl, labels }: Props) {
  const bounds = geoJSON(boundaries.map((b) => b.geometry as GeoJsonObject)).getBounds()
  return (
    <MapContainer bounds={bounds} zoomControl={false} scrollWheelZoom={false} keyboard={false} className="h-full w-full">
      <TileLayer url={tileUrl} attribution={labels.attribution} />
      <ZoomControl position="topleft" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      {boundaries.map((b, i) => (
        <GeoJSON key={`${b.id}-${JSON.stringify(b.geometry).length}`} data={b.geometry as GeoJsonObject}
          style={{ color: colors[i % colors.length], weight: 2, fillOpacity: 0.15 }}>
          <Tooltip sticky>{b.name}</Tooltip>
        </GeoJSON>
      ))}
    </MapContainer>
  )
}
