/// <reference types="google.maps" />
import { APIProvider, Map, Marker, useMap } from '@vis.gl/react-google-maps'
import { useTranslation } from 'react-i18next'

import type { LatLng, MapPickerProps, MapView } from '../types'
import { CenterPinButton } from './center-pin-button'

function CenterPin({ onChange }: { onChange: (value: LatLng) => void }) {
  const map = useMap()
  const place = () => {
    const center = map?.getCenter()
    if (center) onChange({ lat: center.lat(), lng: center.lng() })
  }
  return <CenterPinButton disabled={!map} onPlace={place} />
}

type Props = MapPickerProps & MapView & { apiKey: string }

// Spec §9: libraries places and marker; street view, map type and fullscreen controls off.
const libraries = ['places', 'marker']

/** GooglePicker is the map picker on Google Maps, used when the server has a maps key. */
export default function GooglePicker({ value, onChange, center, zoom, apiKey }: Props) {
  const { t, i18n } = useTranslation('map')
  return (
    <APIProvider apiKey={apiKey} libraries={libraries} language={i18n.language}>
      <div className="h-72 overflow-hidden rounded-lg border sm:h-96">
        <Map
          defaultCenter={value ?? center}
          defaultZoom={zoom}
          streetViewControl={false}
          mapTypeControl={false}
          fullscreenControl={false}
          gestureHandling="cooperative"
          className="h-full w-full"
          onClick={(e) => e.detail.latLng && onChange(e.detail.latLng)}
        >
          {value ? (
            <Marker
              position={value}
              draggable
              title={t('pin')}
              onDragEnd={(e) => {
                if (e.latLng) onChange({ lat: e.latLng.lat(), lng: e.latLng.lng() })
              }}
            />
          ) : null}
        </Map>
      </div>
      <CenterPin onChange={onChange} />
    </APIProvider>
  )
}
