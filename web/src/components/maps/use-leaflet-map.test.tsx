import { act, render, screen, waitFor } from '@testing-library/react'
import L from 'leaflet'
import { useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { pinIcon } from './marker-icon'
import { useBaseLayers, useKeyedLayers, useLeafletMap, type BaseLayerLabels } from './use-leaflet-map'

const spanish: BaseLayerLabels = { attribution: '© colaboradores de OpenStreetMap', zoomIn: 'Acercar', zoomOut: 'Alejar' }

/** TestMap is a map with the base layers and one marker per place, titled by it. */
function TestMap({ labels = spanish, places = [], onMap }: { labels?: BaseLayerLabels; places?: string[]; onMap?: (map: L.Map) => void }) {
  const { container, map } = useLeafletMap({ center: { lat: 40.72, lng: -74.04 }, zoom: 14 })
  useBaseLayers(map, 'https://tiles.example/{z}/{x}/{y}.png', labels)
  useKeyedLayers(
    map,
    places,
    (place) => place,
    (place) => L.marker([40.72, -74.04], { icon: pinIcon, title: place, alt: place }),
  )
  useEffect(() => {
    if (map) onMap?.(map)
  }, [map, onMap])
  return <div ref={container} data-testid="map" />
}

/** PinMap is a map with one pin at point, moved when point changes. */
function PinMap({ point, onMap }: { point: L.LatLngLiteral; onMap: (map: L.Map) => void }) {
  const { container, map } = useLeafletMap({ center: point, zoom: 14 })
  useKeyedLayers(
    map,
    [point],
    () => 'pin',
    (p) => L.marker(p, { icon: pinIcon, title: 'pin', alt: 'pin' }),
    (marker, p) => marker.setLatLng(p),
  )
  useEffect(() => {
    if (map) onMap(map)
  }, [map, onMap])
  return <div ref={container} />
}

describe('useLeafletMap', () => {
  it('draws the map with the tiles credited and translated zoom buttons, renamed with the language', async () => {
    const { rerender } = render(<TestMap />)
    const zoomIn = await screen.findByRole('button', { name: 'Acercar' })
    expect(zoomIn).toHaveAttribute('title', 'Acercar')
    expect(screen.getByRole('button', { name: 'Alejar' })).toHaveAttribute('title', 'Alejar')
    expect(screen.getByTestId('map')).toHaveClass('leaflet-container')
    expect(screen.getByText(/colaboradores de OpenStreetMap/)).toBeInTheDocument()
    rerender(<TestMap labels={{ attribution: '© OpenStreetMap contributors', zoomIn: 'Zoom in', zoomOut: 'Zoom out' }} />)
    await screen.findByRole('button', { name: 'Zoom in' })
    expect(screen.getAllByRole('button', { name: /^Zoom (in|out)$/ })).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Acercar' })).toBeNull()
    expect(screen.queryByText(/colaboradores/)).toBeNull()
  })

  it('removes the map, its layers and its window listeners on unmount', async () => {
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const onMap = vi.fn<(map: L.Map) => void>()
    const { unmount } = render(<TestMap places={['a']} onMap={onMap} />)
    await waitFor(() => expect(onMap).toHaveBeenCalledTimes(1))
    const map = onMap.mock.calls[0]?.[0]
    if (!map) throw new Error('no map')
    const element = map.getContainer()
    const unloaded = vi.fn()
    map.on('unload', unloaded)
    await screen.findByRole('button', { name: 'a' })

    unmount()
    expect(unloaded).toHaveBeenCalledTimes(1)
    let layers = 0
    map.eachLayer(() => layers++)
    expect(layers).toBe(0)
    expect(element.querySelector('.leaflet-pane, .leaflet-control')).toBeNull()
    expect('_leaflet_id' in element).toBe(false)
    const resize = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'resize').length
    expect(resize(added)).toBeGreaterThan(0)
    expect(resize(removed)).toBe(resize(added))
  })

  it('keeps a kept key’s marker (and its focus), adds new keys and removes gone ones', async () => {
    const { rerender } = render(<TestMap places={['a', 'b']} />)
    const a = await screen.findByRole('button', { name: 'a' })
    expect(a).toHaveAttribute('tabindex', '0')
    act(() => a.focus())
    rerender(<TestMap places={['a', 'c']} />)
    await screen.findByRole('button', { name: 'c' })
    expect(screen.queryByRole('button', { name: 'b' })).toBeNull()
    expect(screen.getByRole('button', { name: 'a' })).toBe(a)
    expect(a).toHaveFocus()
    rerender(<TestMap places={[]} />)
    await waitFor(() => expect(document.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0))
  })

  it('moves a kept layer when its item changes, and only then (a dragged pin is not put back)', async () => {
    const onMap = vi.fn<(map: L.Map) => void>()
    const start = { lat: 40.72, lng: -74.04 }
    const { rerender } = render(<PinMap point={start} onMap={onMap} />)
    await screen.findByRole('button', { name: 'pin' })
    const map = onMap.mock.calls[0]?.[0]
    const pins: L.Marker[] = []
    map?.eachLayer((layer) => layer instanceof L.Marker && pins.push(layer))
    const pin = pins[0]
    if (!pin) throw new Error('no pin')
    pin.setLatLng([40.73, -74.05]) // as a drag does
    rerender(<PinMap point={start} onMap={onMap} />)
    expect(pin.getLatLng()).toEqual(L.latLng(40.73, -74.05))
    rerender(<PinMap point={{ lat: 40.7, lng: -74 }} onMap={onMap} />)
    await waitFor(() => expect(pin.getLatLng()).toEqual(L.latLng(40.7, -74)))
    expect(map?.hasLayer(pin)).toBe(true)
  })
})
