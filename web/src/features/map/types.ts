/** LatLng is a point in decimal degrees. */
export type LatLng = { lat: number; lng: number }

/**
 * AddressField is the form's typed-address input: on Google Maps, place
 * autocomplete suggests addresses in it and onPlace reports the one chosen
 * with its point.
 */
export type AddressField = { input: HTMLInputElement | null; onPlace: (address: string, point: LatLng) => void }

/** MapPickerProps: the pin is at value; the user moves it and onChange reports where. */
export type MapPickerProps = { value: LatLng | null; onChange: (value: LatLng) => void; address?: AddressField }

/** MapView is the configured starting view (GET /api/config "map"). */
export type MapView = { center: LatLng; zoom: number }
