import { Marker } from '@vis.gl/react-google-maps'

import { GoogleMap, GoogleMapsProvider } from './google-map'
import type { PointMapProps } from './types'

/** GooglePointMap shows one point on Google Maps (used when the server has a maps key). */
export default function GooglePointMap({ point, labels, zoom = 16, apiKey, language }: PointMapProps & { apiKey: string; language: string }) {
  return (
    <GoogleMapsProvider apiKey={apiKey} language={language}>
      <GoogleMap defaultCenter={point} defaultZoom={zoom}>
        <Marker position={point} title={labels.marker} />
      </GoogleMap>
    </GoogleMapsProvider>
  )
}
