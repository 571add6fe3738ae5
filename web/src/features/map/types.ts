/** LatLng is a point in decimal degrees. */
export type LatLng = { lat: number; lng: number }

/** MapPickerProps: the pin is at value; the user moves it and onChange reports where. */
export type MapPickerProps = { value: LatLng | null; onChange: (value: LatLng) => void }

/** MapView is the configured starting view (GET /api/config "map"). */
export type MapView = { center: LatLng; zoom: number }
