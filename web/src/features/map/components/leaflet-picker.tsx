import 'leaflet/dist/leaflet.css'

import type { Map as LeafletMap, Marker as LeafletMarker } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet'

import { Later } from '@/components/later'
import { pinIcon } from '@/components/maps/marker-icon'

import type { LatLng, MapPickerProps, MapView } from '../types'
import { CenterPinButton } from './center-pin-button'

function ClickToPlace({ onChange }: { onChange: (value: LatLng) => void }) {
  useMapEvents({ click: (e) => onChange({ lat: e.latlng.lat, lng: e.latlng.lng }) })
  return null
}

/** FollowValue brings a pin set elsewhere (typed, from a photo, from the device) into view. */
function FollowValue({ value }: { value: LatLng | null }) {
  const map = useMap()
  useEffect(() => {
    if (value && !map.getBounds().contains(value)) map.setView(value, Math.max(map.getZoom(), 16))
  }, [map, value])
  return null
}

type Props = MapPickerProps & MapView & { tileUrl: string }

/** LeafletPicker is the map picker on Leaflet with the configured tiles (OpenStreetMap by default). */
export default function LeafletPicker({ value, onChange, center, zoom, tileUrl }: Props) {
  const { t } = useTranslation('map')
  const [map, setMap] = useState<LeafletMap | null>(null)
  const marker = useRef<LeafletMarker>(null)
  return (
    <>
      <div className="h-72 overflow-hidden rounded-lg border sm:h-96">
        <MapContainer ref={setMap} center={value ?? center} zoom={zoom} zoomControl={false} className="h-full w-full">
          {/* On a first load, the map's layers are added a task after the map (components/later.tsx). */}
          <Later>
            <TileLayer url={tileUrl} attribution={t('attribution')} />
            <ZoomControl position="topleft" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
            <ClickToPlace onChange={onChange} />
            <FollowValue value={value} />
            {value ? (
              <Marker
                ref={marker}
                position={value}
                icon={pinIcon}
                draggable
                title={t('pin')}
                alt={t('pin')}
                eventHandlers={{
                  dragend: () => {
                    const point = marker.current?.getLatLng()
                    if (point) onChange({ lat: point.lat, lng: point.lng })
                  },
                }}
              />
            ) : null}
          </Later>
        </MapContainer>
      </div>
      <CenterPinButton disabled={!map} onPlace={() => map && onChange(map.getCenter())} />
    </>
  )
}
