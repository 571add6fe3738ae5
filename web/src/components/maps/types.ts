/** MapPoint is a point in decimal degrees. */
export type MapPoint = { lat: number; lng: number }

/** PointMapLabels are the translated texts a map shows (shared components take text, not keys). */
export type PointMapLabels = {
  /** region names the map for assistive technology, e.g. "Map of the report's location". */
  region: string
  marker: string
  zoomIn: string
  zoomOut: string
  /** attribution is the tile credit as HTML (OpenStreetMap requires it). */
  attribution: string
}

export type PointMapProps = {
  point: MapPoint
  labels: PointMapLabels
  zoom?: number
  className?: string
}
