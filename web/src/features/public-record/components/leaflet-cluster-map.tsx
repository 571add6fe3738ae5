import 'leaflet/dist/leaflet.css'
import './cluster-icon.css'

import L from 'leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet'

import { pinIcon } from '@/components/maps/marker-icon'

import { layoutClusters, type Bubble } from '../lib/cluster-layout'
import { isPin, toBBox, type FocusTarget, type Viewport } from '../lib/viewport'
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

/** ViewportWatcher reports the box and zoom once at start and after every move, debounced by 300 ms. */
function ViewportWatcher({ onViewport }: { onViewport: (viewport: Viewport) => void }) {
  const map = useMap()
  const latest = useRef(onViewport)
  useEffect(() => {
    latest.current = onViewport
  })
  useEffect(() => {
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
  }, [map])
  return null
}

function Focus({ target }: { target: FocusTarget | null }) {
  const map = useMap()
  useEffect(() => {
    if (target) map.setView([target.lat, target.lng], target.zoom)
  }, [map, target])
  return null
}

function ZoomOnCluster({ bubble, label }: { bubble: Bubble; label: string }) {
  const map = useMap()
  const { lat, lng } = bubble
  const zoomIn = () => map.setView([lat, lng], Math.min(map.getZoom() + 2, map.getMaxZoom()))
  return (
    <Marker
      position={[lat, lng]}
      icon={clusterIcon(bubble, label)}
      title={label}
      eventHandlers={{ click: zoomIn, keypress: (e) => e.originalEvent.key === 'Enter' && zoomIn() }}
    />
  )
}

/** Clusters lays the cluster bubbles out for the zoom shown, again after every zoom. */
function Clusters({ points, label }: { points: ClusterMapProps['points']; label: (count: number) => string }) {
  const map = useMap()
  const [zoom, setZoom] = useState(() => map.getZoom())
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) })
  const bubbles = useMemo(() => layoutClusters(points, zoom), [points, zoom])
  return bubbles.map((b) => <ZoomOnCluster key={`${String(b.lat)},${String(b.lng)},${String(b.count)}`} bubble={b} label={label(b.count)} />)
}

/** LeafletClusterMap draws the public record's markers and cluster bubbles on Leaflet with the configured tiles. */
export default function LeafletClusterMap({ points, center, zoom, tileUrl, labels, focus, onViewport, onOpenReport }: ClusterMapProps & { tileUrl: string }) {
  return (
    <MapContainer center={center} zoom={zoom} zoomControl={false} className="h-full w-full">
      <TileLayer url={tileUrl} attribution={labels.attribution} />
      <ZoomControl position="topleft" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <ViewportWatcher onViewport={onViewport} />
      <Focus target={focus} />
      <Clusters points={points.filter((p) => !isPin(p))} label={labels.cluster} />
      {points.filter(isPin).map((p) => (
        <Marker
          key={p.id}
          position={[p.lat, p.lng]}
          icon={pinIcon}
          title={labels.report(p)}
          alt={labels.report(p)}
          eventHandlers={{
            click: () => p.id && onOpenReport(p.id),
            keypress: (e) => e.originalEvent.key === 'Enter' && p.id && onOpenReport(p.id),
          }}
        />
      ))}
    </MapContainer>
  )
}
