/** Viewport is what the map shows: a bbox "west,south,east,north" (Leaflet's toBBoxString order) and the zoom. */
export type Viewport = { bbox: string; zoom: number }

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v))
const round = (v: number) => Math.round(v * 1e5) / 1e5

/**
 * toBBox writes bounds as the server's bbox: clamped to the world (a map
 * zoomed out shows more than 360°, which the server refuses) and rounded, so
 * that tiny moves ask for the same box and hit the cache.
 */
export function toBBox(west: number, south: number, east: number, north: number): string {
  return [clamp(west, -180, 180), clamp(south, -90, 90), clamp(east, -180, 180), clamp(north, -90, 90)].map(round).join(',')
}

/** FocusTarget asks the map to centre on a point at a zoom (a cluster chosen in the list); key makes each request new. */
export type FocusTarget = { lat: number; lng: number; zoom: number; key: number }

export type ClusterMapLabels = {
  region: string
  zoomIn: string
  zoomOut: string
  attribution: string
  /** report names a single marker (its type, and whether it is resolved). */
  report: (point: { category?: string; type?: string; resolved?: boolean }) => string
  /** cluster names a cluster bubble ("12 reports here, zoom in"). */
  cluster: (count: number) => string
}

/** isPin tells a single report (a pin that opens it) from a cluster (a bubble that zooms in). */
export function isPin(point: { id?: string | null; count: number }): boolean {
  return Boolean(point.id) && point.count === 1
}
