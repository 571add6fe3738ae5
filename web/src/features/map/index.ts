// The map feature's public surface: the app imports from here only.
export { preloadMapPicker } from './components/load-pickers'
export { MapPicker } from './components/map-picker'
export type { LatLng, MapPickerProps } from './types'
