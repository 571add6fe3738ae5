import { APIProvider, Map, type MapProps } from '@vis.gl/react-google-maps'
import type { ReactNode } from 'react'

// docs/PRODUCT.md §10: libraries places and marker; street view, map type and fullscreen controls off.
const libraries = ['places', 'marker']

type ProviderProps = { apiKey: string; language: string; children: ReactNode }

/** GoogleMapsProvider loads the Google Maps script with the key, the libraries of docs/PRODUCT.md §10 and the interface language. */
export function GoogleMapsProvider({ apiKey, language, children }: ProviderProps) {
  return (
    <APIProvider apiKey={apiKey} libraries={libraries} language={language}>
      {children}
    </APIProvider>
  )
}

/** GoogleMap is a Google map filling its box, with the controls of docs/PRODUCT.md §10 and cooperative gestures (props given win). */
export function GoogleMap(props: MapProps) {
  return (
    <Map
      streetViewControl={false}
      mapTypeControl={false}
      fullscreenControl={false}
      gestureHandling="cooperative"
      className="h-full w-full"
      {...props}
    />
  )
}
