import L from 'leaflet'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { pinIcon } from '@/components/maps/marker-icon'
import { useBaseLayers, useKeyedLayers, useLatest, useLeafletMap } from '@/components/maps/use-leaflet-map'

import type { LatLng, MapPickerProps, MapView } from '../types'
import { CenterPinButton } from './center-pin-button'

/** PickerLayers are the picker's tiles, zoom buttons and pin: a click places the pin, a drag moves it. */
function PickerLayers({ map, value, onChange, tileUrl }: { map: L.Map; value: LatLng | null; onChange: (value: LatLng) => void; tileUrl: string }) {
  const { t } = useTranslation('map')
  useBaseLayers(map, tileUrl, { attribution: t('attribution'), zoomIn: t('zoomIn'), zoomOut: t('zoomOut') })
  const change = useLatest(onChange)
  useEffect(() => {
    const onClick = (e: L.LeafletMouseEvent) => change.current({ lat: e.latlng.lat, lng: e.latlng.lng })
    map.on('click', onClick)
    return () => {
      map.off('click', onClick)
    }
  }, [map, change])
  // A pin set elsewhere (typed, from a photo, from the device) is brought into view.
  useEffect(() => {
    if (value && !map.getBounds().contains(value)) map.setView(value, Math.max(map.getZoom(), 16))
  }, [map, value])
  useKeyedLayers(
    map,
    value ? [value] : [],
    () => t('pin'),
    (point) => {
      const marker = L.marker(point, { icon: pinIcon, draggable: true, title: t('pin'), alt: t('pin') })
      return marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng()
        change.current({ lat, lng })
      })
    },
    (marker, point) => marker.setLatLng(point),
  )
  return null
}

type Props = MapPickerProps & MapView & { tileUrl: string }

/** LeafletPicker is the map picker on Leaflet with the configured tiles (OpenStreetMap by default). */
export default function LeafletPicker({ value, onChange, center, zoom, tileUrl }: Props) {
  const { container, map } = useLeafletMap({ center: value ?? center, zoom })
  return (
    <>
      <div className="h-72 overflow-hidden rounded-lg border sm:h-96">
        <div ref={container} className="h-full w-full" />
      </div>
      {map ? <PickerLayers map={map} value={value} onChange={onChange} tileUrl={tileUrl} /> : null}
      <CenterPinButton disabled={!map} onPlace={() => map && onChange(map.getCenter())} />
    </>
  )
}
