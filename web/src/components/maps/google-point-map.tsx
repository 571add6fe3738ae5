import { APIProvider, Map, Marker } from '@vis.gl/react-google-maps'

import type { PointMapProps } from './types'

// Spec §9: libraries places and marker; street view, map type and fullscreen controls off.
const libraries = ['places', 'marker']

/** GooglePointMap shows one point on Google Maps (used when the server has a maps key). */
export default function GooglePointMap({ point, labels, zoom = 16, apiKey, language }: PointMapProps & { apiKey: string; language: string }) {
  return (
    <APIProvider apiKey={apiKey} libraries={libraries} language={language}>
      <Map
        defaultCenter={point}
        defaultZoom={zoom}
        streetViewControl={false}
        mapTypeControl={false}
        fullscreenControl={false}
        gestureHandling="cooperative"
        className="h-full w-full"
      >
        <Marker position={point} title={labels.marker} />
      </Map>
    </APIProvider>
  )
}
