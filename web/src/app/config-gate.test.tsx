import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { apiError, json, server, testConfig } from '@/testing/server'

describe('Configuration Error page', () => {
  it('is shown when GET /api/config fails', async () => {
    server.use({ 'GET /api/config': () => apiError(500, 'internal', 'boom') })
    renderApp('/en')

    expect(await screen.findByRole('heading', { name: 'Configuration Error' })).toBeInTheDocument()
    expect(screen.getByText('The application is not properly configured. Please contact support.')).toBeInTheDocument()
    const details = screen.getByText(/^Environment configuration errors/)
    expect(details.closest('details')).not.toBeNull()
    expect(details).toHaveTextContent('GET /api/config failed: boom')
  })

  it('is shown when the configuration has the wrong shape', async () => {
    server.use({ 'GET /api/config': () => json(200, { ...testConfig, map: { ...testConfig.map, zoom: 'far' } }) })
    renderApp('/en')

    expect(await screen.findByRole('heading', { name: 'Configuration Error' })).toBeInTheDocument()
    expect(screen.getByText(/^Environment configuration errors/)).toHaveTextContent('map.zoom')
  })

  it('lets the app start when the configuration is valid', async () => {
    renderApp('/en/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vecino' })).toBeInTheDocument()
    expect(screen.queryByText('Configuration Error')).toBeNull()
  })
})
