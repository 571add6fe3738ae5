import 'leaflet/dist/leaflet.css'

import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet'

import { pinIcon } from './marker-icon'
import type { PointMapProps } from './types'

/** LeafletPointMap shows one point on Leaflet with the configured tiles. */
export default function LeafletPointMap({ point, labels, zoom = 16, tileUrl }: PointMapProps & { tileUrl: string }) {
  return (
    <MapContainer center={point} zoom={zoom} zoomControl={false} scrollWheelZoom={false} className="h-full w-full">
      <TileLayer url={tileUrl} attribution={labels.attribution} />
      <ZoomControl position="topleft" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <Marker position={point} icon={pinIcon} title={labels.marker} alt={labels.marker} keyboard={false} />
    </MapContainer>
  )
}
