// The map pickers' code, loaded when a picker is shown (map-picker.tsx) or
// ahead of a page that shows one.
export const loadLeaflet = () => import('./leaflet-picker')
export const loadGoogle = () => import('./google-picker')

/** preloadMapPicker loads the picker of the configured map provider ahead of a page that shows it. */
export function preloadMapPicker(provider: string) {
  void (provider === 'google' ? loadGoogle() : loadLeaflet())
}
