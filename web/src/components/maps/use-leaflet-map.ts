import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

/** MapView is where a map starts: a centre and zoom, or a box it is fitted to. Only the first one counts. */
export type MapView = { center: L.LatLngExpression; zoom: number } | { bounds: L.LatLngBoundsExpression }

/** BaseLayerLabels are the translated texts of the tiles' credit and the zoom buttons. */
export type BaseLayerLabels = {
  /** attribution is the tile credit as HTML (OpenStreetMap requires it). */
  attribution: string
  zoomIn: string
  zoomOut: string
}

/**
 * useLeafletMap creates a Leaflet map in the element given the returned ref,
 * once, at the first view (later changes of view and options are ignored, as
 * the map moves on its own), and removes it on unmount (an effect run twice,
 * as React's StrictMode does in development, makes a fresh one). map is null
 * until then. The element must have no children of React's: Leaflet fills
 * it. Leaflet's zoom control is left out: useBaseLayers adds one with
 * translated titles.
 */
export function useLeafletMap(view: MapView, options: L.MapOptions = {}) {
  const [map, setMap] = useState<L.Map | null>(null)
  const [first] = useState(() => ({ view, options }))
  const container = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (!container.current) return
    const leaflet = L.map(container.current, { ...first.options, zoomControl: false })
    if ('bounds' in first.view) leaflet.fitBounds(first.view.bounds)
    else leaflet.setView(first.view.center, first.view.zoom)
    setMap(leaflet)
    return () => {
      leaflet.remove()
    }
  }, [first])
  return { container, map }
}

/**
 * useBaseLayers adds the tiles (tileUrl, with their credit) and the zoom
 * buttons, top left, with translated titles. The tiles are added before the
 * browser paints the map (a layout effect), so that their requests start at
 * once rather than a frame later: on a phone they are the page's largest
 * paint.
 */
export function useBaseLayers(map: L.Map | null, tileUrl: string, labels: BaseLayerLabels) {
  const { attribution, zoomIn, zoomOut } = labels
  useLayoutEffect(() => {
    if (!map) return
    const tiles = L.tileLayer(tileUrl, { attribution }).addTo(map)
    return () => {
      tiles.remove()
    }
  }, [map, tileUrl, attribution])
  useEffect(() => {
    if (!map) return
    const zoom = L.control.zoom({ position: 'topleft', zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map)
    return () => {
      zoom.remove()
    }
  }, [map, zoomIn, zoomOut])
}

/**
 * useKeyedLayers keeps one layer on the map for each item, by key: a new
 * key's layer is created and added, a gone key's removed, and a kept key's
 * layer stays as it is (a focused marker keeps its focus), passed to update
 * when its item is another object than the last time (not on every render: a
 * marker being dragged is not put back). Put into the key whatever the layer
 * shows that create sets once (a label, a colour).
 */
export function useKeyedLayers<T, Layer extends L.Layer>(
  map: L.Map | null,
  items: readonly T[],
  keyOf: (item: T, index: number) => string,
  create: (item: T, map: L.Map) => Layer,
  update?: (layer: Layer, item: T) => void,
) {
  const shown = useRef(new Map<string, { layer: Layer; item: T }>())
  useEffect(() => {
    if (!map) return
    const layers = shown.current
    const wanted = new Map(items.map((item, i) => [keyOf(item, i), item]))
    for (const [key, { layer }] of layers) {
      if (!wanted.has(key)) {
        layer.remove()
        layers.delete(key)
      }
    }
    for (const [key, item] of wanted) {
      const kept = layers.get(key)
      if (!kept) layers.set(key, { layer: create(item, map).addTo(map), item })
      else if (kept.item !== item) {
        update?.(kept.layer, item)
        kept.item = item
      }
    }
  })
  useEffect(() => {
    const layers = shown.current
    return () => {
      for (const { layer } of layers.values()) layer.remove()
      layers.clear()
    }
  }, [map])
}

/** useLatest is a ref to the last rendered value, for Leaflet's handlers, bound once, to call the current callback. */
export function useLatest<T>(value: T) {
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  return latest
}
