import { Marker, useMap } from '@vis.gl/react-google-maps'
import { useEffect, useRef } from 'react'

import { GoogleMap, GoogleMapsProvider } from '@/components/maps/google-map'

import type { ClusterMapProps } from './cluster-map'
import { toBBox } from '../lib/viewport'

/** Markers draws single reports and cluster bubbles (a labelled marker that zooms in when chosen). */
function Markers({ points, labels, focus, onOpenReport }: Pick<ClusterMapProps, 'points' | 'labels' | 'focus' | 'onOpenReport'>) {
  const map = useMap()
  useEffect(() => {
    if (map && focus) {
      map.setCenter({ lat: focus.lat, lng: focus.lng })
      map.setZoom(focus.zoom)
    }
  }, [map, focus])
  return points.map((p) =>
    p.id && p.count === 1 ? (
      <Marker key={p.id} position={p} title={labels.report(p)} onClick={() => p.id && onOpenReport(p.id)} />
    ) : (
      <Marker
        key={`${String(p.lat)},${String(p.lng)}`}
        position={p}
        title={labels.cluster(p.count)}
        label={String(p.count)}
        onClick={() => {
          map?.setCenter(p)
          map?.setZoom((map.getZoom() ?? 12) + 2)
        }}
      />
    ),
  )
}

/** GoogleClusterMap is the public map on Google Maps, used when the server has a maps key. */
export default function GoogleClusterMap({ apiKey, language, center, zoom, onViewport, ...rest }: ClusterMapProps & { apiKey: string; language: string }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <GoogleMapsProvider apiKey={apiKey} language={language}>
      <GoogleMap
        defaultCenter={center}
        defaultZoom={zoom}
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
        <Markers {...rest} />
      </GoogleMap>
    </GoogleMapsProvider>
  )
}
