import { useAppConfig } from '@/config/config-context'
import { useMapsKey } from '@/lib/maps-key'

/** MapProvider is the map library to draw with: Google with its key, Leaflet, or none yet while the key loads. */
export type MapProvider = { kind: 'pending' } | { kind: 'google'; apiKey: string } | { kind: 'leaflet' }

/**
 * useMapProvider picks the map library: Google Maps when the server is set up
 * for it and hands out a key, Leaflet with the configured tiles otherwise
 * (also when the key cannot be had).
 */
export function useMapProvider(): MapProvider {
  const { map } = useAppConfig()
  const wantsGoogle = map.provider === 'google'
  const key = useMapsKey(wantsGoogle)
  if (wantsGoogle && key.isPending) return { kind: 'pending' }
  if (wantsGoogle && key.data) return { kind: 'google', apiKey: key.data }
  return { kind: 'leaflet' }
}
