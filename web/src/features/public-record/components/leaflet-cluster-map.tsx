import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { useEffect, useRef } from 'react'
import { MapContainer, Marker, TileLayer, useMap, ZoomControl } from 'react-leaflet'

import { pinIcon } from '@/components/maps/marker-icon'

import type { ClusterMapProps } from './cluster-map'
import { toBBox, type FocusTarget, type Viewport } from '../lib/viewport'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`)

function clusterIcon(count: number, label: string) {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52
  return L.divIcon({
    html: `<span aria-hidden="true">${String(count)}</span><span class="sr-only">${escape(label)}</span>`,
    className: 'flex items-center justify-center rounded-full border-2 border-background bg-primary text-sm font-bold text-primary-foreground shadow-md',
    iconSize: [size, size],
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

function ZoomOnCluster({ lat, lng, count, label }: { lat: number; lng: number; count: number; label: string }) {
  const map = useMap()
  const zoomIn = () => map.setView([lat, lng], Math.min(map.getZoom() + 2, map.getMaxZoom()))
  return (
    <Marker
      position={[lat, lng]}
      icon={clusterIcon(count, label)}
      title={label}
      eventHandlers={{ click: zoomIn, keypress: (e) => e.originalEvent.key === 'Enter' && zoomIn() }}
    />
  )
}

/** LeafletClusterMap draws the public record's markers and cluster bubbles on Leaflet with the configured tiles. */
export default function LeafletClusterMap({ points, center, zoom, tileUrl, labels, focus, onViewport, onOpenReport }: ClusterMapProps & { tileUrl: string }) {
  return (
    <MapContainer center={center} zoom={zoom} zoomControl={false} className="h-full w-full">
      <TileLayer url={tileUrl} attribution={labels.attribution} />
      <ZoomControl position="topleft" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <ViewportWatcher onViewport={onViewport} />
      <Focus target={focus} />
      {points.map((p) =>
        p.id && p.count === 1 ? (
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
        ) : (
          <ZoomOnCluster key={`${String(p.lat)},${String(p.lng)}`} lat={p.lat} lng={p.lng} count={p.count} label={labels.cluster(p.count)} />
        ),
      )}
    </MapContainer>
  )
}
