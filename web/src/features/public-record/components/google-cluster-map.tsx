import { Marker, useMap } from '@vis.gl/react-google-maps'
import { useEffect, useMemo, useRef, useState } from 'react'

import { GoogleMap, GoogleMapsProvider } from '@/components/maps/google-map'

import { layoutClusters } from '../lib/cluster-layout'
import { isPin, toBBox } from '../lib/viewport'
import type { ClusterMapProps } from './cluster-map'

// The app's primary colour (--primary, oklch(0.45 0.09 185)) in a form Google's symbols take.
const bubbleFill = '#00676a'
// A circle of radius 1 as an SVG path: scaled to the bubble's radius by the marker.
const circlePath = 'M -1 0 A 1 1 0 1 0 1 0 A 1 1 0 1 0 -1 0 Z'

/** Markers draws single reports and cluster bubbles (a labelled marker that zooms in when chosen). */
function Markers({ points, labels, focus, zoom, onOpenReport }: Pick<ClusterMapProps, 'points' | 'labels' | 'focus' | 'zoom' | 'onOpenReport'>) {
  const map = useMap()
  useEffect(() => {
    if (map && focus) {
      map.setCenter({ lat: focus.lat, lng: focus.lng })
      map.setZoom(focus.zoom)
    }
  }, [map, focus])
  // The bubbles are laid out for the zoom shown, again after every zoom.
  const clusters = useMemo(() => points.filter((p) => !isPin(p)), [points])
  const bubbles = useMemo(() => layoutClusters(clusters, zoom), [clusters, zoom])
  return (
    <>
      {points.filter(isPin).map((p) => (
        <Marker key={p.id} position={p} title={labels.report(p)} onClick={() => p.id && onOpenReport(p.id)} />
      ))}
      {bubbles.map((b) => (
        <Marker
          key={`${String(b.lat)},${String(b.lng)},${String(b.count)}`}
          position={b}
          title={labels.cluster(b.count)}
          icon={{
            path: circlePath,
            scale: b.size / 2,
            fillColor: bubbleFill,
            fillOpacity: 1,
            strokeColor: '#ffffff',
            strokeWeight: 2,
          }}
          label={{ text: b.text, color: '#ffffff', fontWeight: 'bold', fontSize: '13px' }}
          onClick={() => {
            map?.setCenter(b)
            map?.setZoom((map.getZoom() ?? 12) + 2)
          }}
        />
      ))}
    </>
  )
}

/** GoogleClusterMap is the public map on Google Maps, used when the server has a maps key. */
export default function GoogleClusterMap({ apiKey, language, center, zoom, onViewport, ...rest }: ClusterMapProps & { apiKey: string; language: string }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [shownZoom, setShownZoom] = useState(zoom)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <GoogleMapsProvider apiKey={apiKey} language={language}>
      <GoogleMap
        defaultCenter={center}
        defaultZoom={zoom}
        onZoomChanged={(e) => setShownZoom(e.detail.zoom)}
        onIdle={(e) => {
          const b = e.map.getBounds()
          if (!b) return
          clearTimeout(timer.current)
          timer.current = setTimeout(() => {
            const sw = b.getSouthWest()
            const ne = b.getNorthEast()
            onViewport({ bbox: toBBox(sw.lng(), sw.lat(), ne.lng(), ne.lat()), zoom: e.map.getZoom() ?? zoom })
          }, 300)
        }}
      >
        <Markers {...rest} zoom={shownZoom} />
      </GoogleMap>
    </GoogleMapsProvider>
  )
}
