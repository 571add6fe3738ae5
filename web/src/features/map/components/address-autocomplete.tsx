/// <reference types="google.maps" />
import { useMapsLibrary } from '@vis.gl/react-google-maps'
import { useEffect, useRef } from 'react'

import type { AddressField, MapView } from '../types'

/** Half the side of the box suggestions are biased to, in degrees (about 15 km). */
const bias = 0.15

/**
 * AddressAutocomplete attaches Google's place autocomplete to the form's
 * address input (inside the Google Maps provider, which loads the places
 * library): suggestions near the city, and the chosen place fills the
 * address and moves the pin. The input stays an ordinary text field.
 */
export function AddressAutocomplete({ input, onPlace, center }: AddressField & { center: MapView['center'] }) {
  const places = useMapsLibrary('places')
  const report = useRef(onPlace)
  useEffect(() => {
    report.current = onPlace
  }, [onPlace])
  useEffect(() => {
    if (!places || !input) return
    const bounds = { south: center.lat - bias, west: center.lng - bias, north: center.lat + bias, east: center.lng + bias }
    const autocomplete = new places.Autocomplete(input, { bounds, fields: ['formatted_address', 'geometry'], types: ['address'] })
    const listener = autocomplete.addListener('place_changed', () => {
      const place = autocomplete.getPlace()
      const location = place.geometry?.location
      if (location) report.current(place.formatted_address ?? input.value, { lat: location.lat(), lng: location.lng() })
    })
    return () => listener.remove()
  }, [places, input, center.lat, center.lng])
  return null
}
