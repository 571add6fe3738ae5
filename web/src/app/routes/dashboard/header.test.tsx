import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { setLanguage } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { server } from '@/testing/server'

import { signedInShell } from './test-setup'

// The shell's header comes first; a page may have its own.
const banner = () => screen.getAllByRole('banner')[0] as HTMLElement

async function crumbs() {
  const trail = await within(banner()).findByRole('navigation', { name: /Breadcrumbs|Ruta de navegación/ })
  return within(trail).getAllByRole('listitem').map((li) => li.textContent).filter(Boolean)
}

// The report form's page is a heavy chunk to load in jsdom.
describe('dashboard header', { timeout: 20_000 }, () => {
  it('shows Categories > category > type on a report page, named from the catalog API', async () => {
    signedInShell(['reporter'])
    renderApp('/dashboard/upload/road-infrastructure/pothole')
    await within(await screen.findAllByRole('banner').then((all) => all[0] as HTMLElement)).findByText('Road Conditions')
    expect(await crumbs()).toEqual(['Categories', 'Road Conditions', 'Pothole'])
    const trail = within(banner()).getByRole('navigation')
    expect(within(trail).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/dashboard/upload')
    expect(within(trail).getByRole('link', { name: 'Road Conditions' })).toHaveAttribute('href', '/dashboard/upload/road-infrastructure')
    expect(within(trail).getByText('Pothole')).toHaveAttribute('aria-current', 'page')
  })

  it('translates the crumbs with the interface language', async () => {
    await setLanguage('es')
    signedInShell(['reporter'])
    renderApp('/dashboard/upload/road-infrastructure/pothole')
    await within(await screen.findAllByRole('banner').then((all) => all[0] as HTMLElement)).findByText('Bache')
    expect(await crumbs()).toEqual(['Categorías', 'Estado de la calzada', 'Bache'])
  })

  it('maps an old type slug to the current one', async () => {
    signedInShell(['reporter'])
    renderApp('/dashboard/upload/road-infrastructure/missing-curb-ramp')
    await within(await screen.findAllByRole('banner').then((all) => all[0] as HTMLElement)).findByText('Road Conditions')
    expect(await crumbs()).toEqual(['Categories', 'Road Conditions', 'Missing Curb Ramp at a Crossing'])
  })

  it('shows the bike-lane form as Categories > Bike Lane Violation', async () => {
    signedInShell(['reporter'])
    renderApp('/dashboard/upload/bike-lane')
    await within(await screen.findAllByRole('banner').then((all) => all[0] as HTMLElement)).findByText('Bike Lane Violation')
    expect(await crumbs()).toEqual(['Categories', 'Bike Lane Violation'])
  })

  it('uses the chat pages’ crumbs under Renter protection', async () => {
    signedInShell(['reporter'])
    renderApp('/dashboard/chat/renter-protection/retaliation')
    await within(await screen.findAllByRole('banner').then((all) => all[0] as HTMLElement)).findByText('Retaliation')
    expect(await crumbs()).toEqual(['Categories', 'Renter Protection', 'Retaliation'])
  })

  it('keeps Categories when the catalog cannot be loaded', async () => {
    signedInShell(['reporter'])
    server.use({ 'GET /api/catalog': () => new Response('down', { status: 503 }) })
    renderApp('/dashboard/upload/road-infrastructure/pothole')
    await screen.findAllByRole('banner')
    expect(await crumbs()).toEqual(['Categories'])
  })

  it('shows the page title elsewhere', async () => {
    signedInShell(['reporter'])
    renderApp('/dashboard/settings')
    expect(await within(await screen.findAllByRole('banner').then((all) => all[0] as HTMLElement)).findByText('Settings')).toBeInTheDocument()
    expect(within(banner()).queryByRole('navigation')).toBeNull()
  })

  it("shows 'Page Not Found' for an unknown dashboard path", async () => {
    signedInShell(['reporter'])
    renderApp('/dashboard/no/such/page')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    expect(within(banner()).getByText('Page Not Found')).toBeInTheDocument()
  })
})
