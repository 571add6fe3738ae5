import type { LatLng } from '../types'

/** toPoint reads typed coordinates as a point, or null when they are not one. */
export function toPoint(latitude: string, longitude: string): LatLng | null {
  if (!latitude.trim() || !longitude.trim()) return null
  const lat = Number(latitude)
  const lng = Number(longitude)
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat, lng }
}

/** formatCoordinate keeps six decimals: about 10 cm, more than any phone knows. */
export const formatCoordinate = (n: number) => String(Number(n.toFixed(6)))
