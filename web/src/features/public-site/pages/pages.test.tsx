import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { signInWith } from '@/testing/server'

describe('home', () => {
  it('lists the fourteen categories from the catalog and leads visitors to sign up', async () => {
    renderApp('/en')
    expect(await screen.findByRole('heading', { level: 1, name: /Safer streets and fair homes/ })).toBeInTheDocument()
    const section = (await screen.findByRole('heading', { level: 2, name: 'What you can report' })).closest('section')
    if (!section) throw new Error('no categories section')
    expect(await within(section).findAllByRole('listitem')).toHaveLength(14)
    expect(within(section).getByRole('heading', { level: 3, name: 'Bike Lane Violation' })).toBeInTheDocument()
    expect(within(section).getByText('Private: only totals are public')).toBeInTheDocument()
    const reports = screen.getAllByRole('link', { name: 'Report a problem' })
    expect(reports[0]).toHaveAttribute('href', '/en/auth?signup=true')
    expect(screen.getAllByRole('link', { name: 'See the map of reports' })[0]).toHaveAttribute('href', '/en/map')
    await waitFor(() => expect(document.title).toBe('Safer streets and fair homes, reported by neighbors · Vecino'))
  })

  it('shows the catalog in Spanish under /es and sends signed-in users to /upload', async () => {
    signInWith(['reporter'])
    renderApp('/es')
    expect(await screen.findByRole('heading', { level: 3, name: 'Infracción en el carril de bicicletas' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Reportar un problema' })[0]).toHaveAttribute('href', '/upload'))
    expect(document.documentElement.lang).toBe('es')
  })
})

describe('blog', () => {
  it('lists the three articles', async () => {
    renderApp('/en/blog')
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument()
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/en/blog/'))
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en/blog/council-inbox-organization',
      '/en/blog/blocked-bike-lanes-copy-cat',
      '/en/blog/parking-in-bike-lanes',
    ])
    expect(screen.getAllByText(/^\d+ min read$/)).toHaveLength(3)
  })

  it('shows an article without the site shell', async () => {
    renderApp('/en/blog/parking-in-bike-lanes')
    expect(await screen.findByRole('heading', { level: 1, name: /Parking in bike lanes/ })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'How to report it well' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/en/blog')
  })

  it('says so for an unknown post and lists the articles', async () => {
    renderApp('/es/blog/42')
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos esa publicación' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Cómo ordenar el correo de tu concejal' })).toBeInTheDocument()
  })
})

describe('other pages', () => {
  it('government lists where the open data lives', async () => {
    renderApp('/en/government')
    expect(await screen.findByRole('heading', { level: 1, name: 'For city government' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '/api/public/reports.csv' })).toHaveAttribute('href', '/api/public/reports.csv')
  })

  it('404 offers a way back', async () => {
    renderApp('/es/404')
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Página de inicio' })).toHaveAttribute('href', '/es')
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'hola@vecino.example' })).toHaveAttribute('href', 'mailto:hola@vecino.example')
  })

  it('image says photo-only reporting is coming', async () => {
    renderApp('/en/image')
    expect(await screen.findByRole('heading', { level: 1, name: 'Report with a photo' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Choose a category' })).toHaveAttribute('href', '/en/auth?signup=true')
  })
})
