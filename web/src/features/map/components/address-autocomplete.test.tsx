import { act, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, server, signInWith, testConfig } from '@/testing/server'

vi.setConfig({ testTimeout: 20_000 })

// Google's script is the network boundary: a stand-in for the places
// library records the autocomplete attached to the address input and lets
// the test choose a suggestion.
type Listener = () => void
const attached: { input: HTMLInputElement; options: Record<string, unknown>; choose: (place: unknown) => void }[] = []

class FakeAutocomplete {
  private place: unknown = null
  private listener: Listener = () => undefined
  constructor(input: HTMLInputElement, options: Record<string, unknown>) {
    attached.push({
      input,
      options,
      choose: (place) => {
        this.place = place
        this.listener()
      },
    })
  }
  addListener(_event: string, listener: Listener) {
    this.listener = listener
    return { remove: () => undefined }
  }
  getPlace() {
    return this.place
  }
}

vi.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children }: { children: ReactNode }) => children,
  Map: ({ children }: { children?: ReactNode }) => <div data-testid="google-map">{children}</div>,
  Marker: () => null,
  useMap: () => null,
  useMapsLibrary: (name: string) => (name === 'places' ? { Autocomplete: FakeAutocomplete } : null),
}))

describe('address autocomplete on Google Maps', () => {
  it('suggests addresses near the city in the address field; the chosen one fills it and moves the pin', async () => {
    server.use({
      'GET /api/config': () => json(200, { ...testConfig, map: { ...testConfig.map, provider: 'google' } }),
      'POST /api/maps/key': () => json(200, { apiKey: 'browser-key-0123456789abcdef' }),
    })
    signInWith(['reporter'])
    renderApp('/dashboard/upload/road-infrastructure/pothole')
    await screen.findByTestId('google-map')
    const address = screen.getByLabelText(/^Address/)
    await waitFor(() => expect(attached.at(-1)?.input).toBe(address))
    const last = attached.at(-1)
    if (!last) throw new Error('no autocomplete attached')
    const { options, choose } = last
    expect(options.fields).toEqual(['formatted_address', 'geometry'])
    expect(options.bounds).toEqual({ south: testConfig.map.center.lat - 0.15, west: testConfig.map.center.lng - 0.15, north: testConfig.map.center.lat + 0.15, east: testConfig.map.center.lng + 0.15 })

    act(() => choose({ formatted_address: '12 Grove St, Jersey City, NJ', geometry: { location: { lat: () => 40.719, lng: () => -74.042 } } }))
    expect(address).toHaveValue('12 Grove St, Jersey City, NJ')
    expect(screen.getByLabelText('Latitude')).toHaveValue('40.719')
    expect(screen.getByLabelText('Longitude')).toHaveValue('-74.042')
  })
})
