import type { ComponentType } from 'react'

/** LatLng is a point in decimal degrees. */
export type LatLng = { lat: number; lng: number }

/**
 * MapPickerProps is what the report form needs from a map: show the pin at
 * value and report where the user puts it. The app passes the map feature's
 * picker in, so that features stay independent of each other.
 */
export type MapPickerProps = {
  value: LatLng | null
  onChange: (value: LatLng) => void
  /** address is the typed-address input, for a map that can suggest addresses (Google's place autocomplete). */
  address?: { input: HTMLInputElement | null; onPlace: (address: string, point: LatLng) => void }
}

export type MapPickerComponent = ComponentType<MapPickerProps>
