import './cluster-icon.css'

import L from 'leaflet'
import { useEffect, useMemo, useState } from 'react'

import { pinIcon } from '@/components/maps/marker-icon'
import { useBaseLayers, useKeyedLayers, useLatest, useLeafletMap } from '@/components/maps/use-leaflet-map'

import { layoutClusters, type Bubble } from '../lib/cluster-layout'
import { isPin, toBBox, type Viewport } from '../lib/viewport'
import type { ClusterMapProps } from './cluster-map'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`)

function clusterIcon(bubble: Bubble, label: string) {
  return L.divIcon({
    html: `<span aria-hidden="true">${escape(bubble.text)}</span><span class="sr-only">${escape(label)}</span>`,
    // Styled in cluster-icon.css: Leaflet's own CSS wins over Tailwind's classes.
    className: 'vecino-cluster',
    iconSize: [bubble.size, bubble.size],
  })
}

/** useViewport reports the box and zoom once at start and after every move, debounced by 300 ms. */
function useViewport(map: L.Map | null, onViewport: (viewport: Viewport) => void) {
  const latest = useLatest(onViewport)
  useEffect(() => {
    if (!map) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const report = () => {
      const b = map.getBounds()
      latest.current({ bbox: toBBox(b.getWest(), b.getSouth(), b.getEast(), b.getNorth()), zoom: map.getZoom() })
    }
    const onMove = () => {
      clearTimeout(timer)
      timer = setTimeout(report, 300)
    }
    report()
    map.on('moveend', onMove)
    return () => {
      clearTimeout(timer)
      map.off('moveend', onMove)
    }
  }, [map, latest])
}

/** useZoom is the zoom shown, again after every zoom. */
function useZoom(map: L.Map | null, initial: number) {
  const [zoom, setZoom] = useState(initial)
  useEffect(() => {
    if (!map) return
    const onZoom = () => setZoom(map.getZoom())
    map.on('zoomend', onZoom)
    return () => {
      map.off('zoomend', onZoom)
    }
  }, [map])
  return zoom
}

/** LeafletClusterMap draws the public record's markers and cluster bubbles on Leaflet with the configured tiles. */
export default function LeafletClusterMap({ points, center, zoom, tileUrl, labels, focus, onViewport, onOpenReport }: ClusterMapProps & { tileUrl: string }) {
  const { container, map } = useLeafletMap({ center, zoom })
  useBaseLayers(map, tileUrl, labels)
  useViewport(map, onViewport)
  useEffect(() => {
    if (map && focus) map.setView([focus.lat, focus.lng], focus.zoom)
  }, [map, focus])

  // Cluster bubbles, laid out for the zoom shown: a click or Enter zooms in on one.
  const shownZoom = useZoom(map, zoom)
  const bubbles = useMemo(() => layoutClusters(points.filter((p) => !isPin(p)), shownZoom), [points, shownZoom])
  useKeyedLayers(
    map,
    bubbles.map((bubble) => ({ bubble, label: labels.cluster(bubble.count) })),
    ({ bubble: b, label }) => `${String(b.lat)},${String(b.lng)},${String(b.count)},${label}`,
    ({ bubble, label }, map) => {
      const zoomIn = () => map.setView([bubble.lat, bubble.lng], Math.min(map.getZoom() + 2, map.getMaxZoom()))
      return L.marker([bubble.lat, bubble.lng], { icon: clusterIcon(bubble, label), title: label }).on({
        click: zoomIn,
        keypress: (e) => e.originalEvent.key === 'Enter' && zoomIn(),
      })
    },
  )

  // Single reports: a click or Enter opens one.
  const open = useLatest(onOpenReport)
  useKeyedLayers(
    map,
    points.filter(isPin).map((p) => ({ id: p.id ?? '', title: labels.report(p), lat: p.lat, lng: p.lng })),
    (p) => `${p.id},${p.title},${String(p.lat)},${String(p.lng)}`,
    (p) =>
      L.marker([p.lat, p.lng], { icon: pinIcon, title: p.title, alt: p.title }).on({
        click: () => open.current(p.id),
        keypress: (e) => e.originalEvent.key === 'Enter' && open.current(p.id),
      }),
  )
  return <div ref={container} className="h-full w-full" />
}
