import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, server, signInWith, testConfig } from '@/testing/server'

describe('public header', () => {
  it('offers Log in and Get started when signed out, and a disabled Image item', async () => {
    renderApp('/en/about')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/en/map')
    expect(within(nav).getByRole('link', { name: 'Image' })).toHaveAttribute('aria-disabled', 'true')
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth')
    expect(within(banner).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/en/auth?signup=true')
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main')
  })

  it('offers Go to Dashboard when signed in; the footer reports through /upload', async () => {
    signInWith(['reporter'])
    renderApp('/en/about')
    const banner = await screen.findByRole('banner')
    expect(await within(banner).findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard')
    const footer = screen.getByRole('navigation', { name: 'Footer' })
    expect(within(footer).getByRole('link', { name: 'Report a problem' })).toHaveAttribute('href', '/upload')
    expect(within(footer).getByRole('link', { name: 'Request the investor deck' })).toHaveAttribute('href', '/en/deck')
  })

  it('links to the source of the running version when the server names it (AGPL)', async () => {
    server.use({ 'GET /api/config': () => json(200, { ...testConfig, source_url: 'https://git.city.example/vecino' }) })
    renderApp('/es/about')
    expect(await screen.findByRole('link', { name: 'Código fuente (software libre, AGPL)' })).toHaveAttribute('href', 'https://git.city.example/vecino')
  })

  it('shows no source link when the server names none', async () => {
    renderApp('/en/about')
    await screen.findByRole('navigation', { name: 'Footer' })
    expect(screen.queryByRole('link', { name: /Source code/ })).toBeNull()
  })

  it('switches to the same page under the other language', async () => {
    const { router } = renderApp('/en/about?x=1')
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar a español' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/about'))
    expect(router.state.location.search).toBe('?x=1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Acerca de Vecino' })).toBeInTheDocument()
    expect(window.localStorage.getItem('vecino.language')).toBe('es')
  })
})
