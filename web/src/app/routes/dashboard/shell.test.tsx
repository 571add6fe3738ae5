import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { lastScreeningIdKey, writeSessionValue } from '@/config/review-session'
import { renderApp } from '@/testing/render-app'
import { requests, server } from '@/testing/server'

import { signedInShell } from './test-setup'

const sidebarNav = () => screen.findByRole('navigation', { name: 'Dashboard' })

afterEach(() => {
  document.cookie = 'sidebar_state=; max-age=0; path=/'
  Reflect.deleteProperty(window, 'matchMedia')
})

describe('dashboard sidebar', () => {
  it('is titled with the product name and shows the reporter items whose flags are on', async () => {
    signedInShell(['reporter'], { nav_reporter_home: true, nav_reporter_upload: false, nav_reporter_violations: true })
    renderApp('/dashboard')
    const nav = await sidebarNav()
    expect(await within(nav).findByRole('link', { name: 'Your Violations' })).toHaveAttribute('href', '/dashboard/violations')
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home')
    expect(within(nav).queryByRole('link', { name: 'Upload Violation' })).toBeNull()
    expect(within(nav).queryByRole('heading', { name: 'System Owner' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Vecino' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/settings')
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
  })

  it('hides and shows an item live on flags.updated, without reloading the flags', async () => {
    const stream = signedInShell(['reporter'])
    renderApp('/dashboard')
    const nav = await sidebarNav()
    await within(nav).findByRole('link', { name: 'Your Violations' })
    await waitFor(() => expect(stream.openCount()).toBe(1))
    const flagLoads = requests.filter((r) => r.url.endsWith('/api/flags')).length

    act(() => stream.send('flags.updated', { nav_reporter_home: true, nav_reporter_upload: true, nav_reporter_violations: false }))
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Your Violations' })).toBeNull())
    act(() => stream.send('flags.updated', { nav_reporter_home: true, nav_reporter_upload: true, nav_reporter_violations: true }))
    expect(await within(nav).findByRole('link', { name: 'Your Violations' })).toBeInTheDocument()
    expect(requests.filter((r) => r.url.endsWith('/api/flags')).length).toBe(flagLoads)
  })

  it('gives owners their section with the collapsible Documentation group', async () => {
    signedInShell(['owner'])
    renderApp('/dashboard')
    const nav = await sidebarNav()
    for (const name of ['Owner home', 'Users', 'Neighborhoods', 'Analytics', 'Role management', 'Photo editor', 'Investors']) {
      expect(await within(nav).findByRole('link', { name })).toBeInTheDocument()
    }
    const group = within(nav).getByRole('button', { name: 'Documentation' })
    expect(group).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(group)
    expect(group).toHaveAttribute('aria-expanded', 'true')
    expect(within(nav).getByRole('link', { name: 'Feature flags' })).toHaveAttribute('href', '/dashboard/owner/documentation/feature-flags')
  })

  it('collapses to icons with Ctrl+B and keeps the choice in the sidebar_state cookie', async () => {
    signedInShell(['reporter'])
    renderApp('/dashboard')
    await sidebarNav()
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Control>}b{/Control}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.cookie).toContain('sidebar_state=false')
    expect(document.querySelector('aside')).toHaveClass('w-[3rem]')
    // Labels stay for screen readers, and a tooltip names each icon.
    const settings = screen.getByRole('link', { name: 'Settings' })
    expect(settings).toHaveClass('justify-center')
    act(() => settings.focus())
    expect(await screen.findByRole('tooltip', { name: 'Settings' })).toBeInTheDocument()
    await userEvent.click(toggle)
    expect(document.cookie).toContain('sidebar_state=true')
    expect(document.querySelector('aside')).toHaveClass('w-[16rem]')
  })

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/'
    signedInShell(['reporter'])
    renderApp('/dashboard')
    await sidebarNav()
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('is a sheet on mobile that closes after a link is followed', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('max-width: 767px'), addEventListener: () => undefined, removeEventListener: () => undefined }),
    })
    signedInShell(['reporter'])
    const { router } = renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
    const sheet = await screen.findByRole('dialog')
    await userEvent.click(await within(sheet).findByRole('link', { name: 'Your Violations' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/dashboard/violations')
  })

  it('signs out through the auth feature', async () => {
    signedInShell(['reporter'])
    server.use({ 'POST /api/auth/signout': () => new Response(null, { status: 204 }) })
    const { router } = renderApp('/dashboard')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/auth$/))
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/auth/signout'))).toBe(true)
  })

  it('links Screening to the report a queue page remembered after the sidebar drew itself (not one behind)', async () => {
    signedInShell(['reporter_admin'])
    renderApp('/dashboard')
    const nav = await sidebarNav()
    const link = await within(nav).findByRole('link', { name: 'Screening' })
    expect(link).toHaveAttribute('href', '/dashboard/admin/screening')
    act(() => writeSessionValue(lastScreeningIdKey, 'r-9'))
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Screening' })).toHaveAttribute('href', '/dashboard/admin/screening?id=r-9'))
    expect(within(nav).getByRole('link', { name: 'Reports management' })).toHaveAttribute('href', '/dashboard/admin/reports-management')
    expect(within(nav).getByRole('link', { name: 'Screening guidelines' })).toHaveAttribute('href', '/dashboard/admin/documentation')
  })
})
