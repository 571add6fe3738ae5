/// <reference types="google.maps" />
import { Marker, useMap } from '@vis.gl/react-google-maps'
import { useTranslation } from 'react-i18next'

import { GoogleMap, GoogleMapsProvider } from '@/components/maps/google-map'

import type { LatLng, MapPickerProps, MapView } from '../types'
import { AddressAutocomplete } from './address-autocomplete'
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

/** GooglePicker is the map picker on Google Maps, used when the server has a maps key. */
export default function GooglePicker({ value, onChange, address, center, zoom, apiKey }: Props) {
  const { t, i18n } = useTranslation('map')
  return (
    <GoogleMapsProvider apiKey={apiKey} language={i18n.language}>
      <div className="h-72 overflow-hidden rounded-lg border sm:h-96">
        <GoogleMap
          defaultCenter={value ?? center}
          defaultZoom={zoom}
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
        </GoogleMap>
      </div>
      <CenterPin onChange={onChange} />
      {address ? <AddressAutocomplete {...address} center={center} /> : null}
    </GoogleMapsProvider>
  )
}
