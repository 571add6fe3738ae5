import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server, signInWith, testConfig } from '@/testing/server'

// Whole-app renders load page chunks and locales: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

const form = '/dashboard/upload/road-infrastructure/pothole'

async function openForm() {
  signInWith(['reporter'])
  const view = renderApp(form)
  await screen.findByRole('heading', { level: 1, name: 'Pothole' })
  return view
}

describe('MapPicker', () => {
  it('shows Leaflet with the configured tiles and puts the pin at the centre from the keyboard', async () => {
    const { container } = await openForm()
    const place = await screen.findByRole('button', { name: "Put the pin at the map's centre" })
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull())
    // Leaflet adds its controls a moment after the container.
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument()
    await waitFor(() => expect(place).toBeEnabled())
    await userEvent.setup().click(place)
    expect(screen.getByLabelText('Latitude')).toHaveValue(String(testConfig.map.center.lat))
    expect(screen.getByLabelText('Longitude')).toHaveValue(String(testConfig.map.center.lng))
    expect(requests.some((r) => new URL(r.url).pathname === '/api/maps/key')).toBe(false)
  })

  it('falls back to Leaflet when Google is configured but no key comes', async () => {
    server.use({
      'GET /api/config': () => json(200, { ...testConfig, map: { ...testConfig.map, provider: 'google' } }),
      'POST /api/maps/key': () => apiError(503, 'unavailable', 'No maps key is configured.'),
    })
    const { container } = await openForm()
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull())
    expect(requests.filter((r) => new URL(r.url).pathname === '/api/maps/key')).toHaveLength(1)
  })
})
