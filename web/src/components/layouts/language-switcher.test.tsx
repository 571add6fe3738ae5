import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { i18n } from '@/lib/i18n'
import { cancelLanguageSave } from '@/lib/language-preference'
import { renderApp } from '@/testing/render-app'
import { json, requests, server, signInWith } from '@/testing/server'

afterEach(() => cancelLanguageSave())

const profileSaves = () => requests.filter((r) => r.method === 'PATCH' && new URL(r.url).pathname === '/api/me')

async function switcher() {
  return screen.findByRole('button', { name: /Cambiar a español|Switch to English/ })
}

describe('language switcher', () => {
  it('ignores a click while a switch is in progress', async () => {
    let release = () => {}
    const loading = new Promise<void>((resolve) => (release = resolve))
    const load = vi.spyOn(i18n, 'loadLanguages').mockImplementation(async () => loading)
    const { router } = renderApp('/en/about')
    const seen = new Set<string>()
    router.subscribe((state) => seen.add(state.location.key))

    const button = await switcher()
    await userEvent.click(button)
    await userEvent.click(button)
    release()

    await waitFor(() => expect(router.state.location.pathname).toBe('/es/about'))
    // Give a second (wrongly admitted) switch the time to navigate too.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(seen.size).toBe(1)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps a page without a language prefix where it is and switches in place', async () => {
    const { router } = renderApp('/home')
    await userEvent.click(await switcher())
    expect(await screen.findByRole('heading', { level: 1, name: /Calles más seguras/ })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/home')
    expect(document.documentElement.lang).toBe('es')
    await waitFor(() => expect(document.title).toMatch(/^Calles más seguras.* · Vecino$/))
  })

  it('moves a shell-less article to the other prefix', async () => {
    const { router } = renderApp('/es/blog/council-inbox-organization')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cómo ordenar el correo de tu concejal' })).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to English' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/blog/council-inbox-organization'))
    expect(await screen.findByRole('heading', { level: 1, name: "Organizing your council member's inbox" })).toBeInTheDocument()
  })

  it('saves the choice to the profile of a signed-in user, once, after the debounce', async () => {
    signInWith(['reporter'])
    server.use({ 'PATCH /api/me': () => json(200, {}) })
    const { router } = renderApp('/en/about')
    await within(await screen.findByRole('banner')).findByRole('link', { name: 'Go to Dashboard' })
    await userEvent.click(await switcher())
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/about'))
    expect(profileSaves()).toHaveLength(0)
    await waitFor(() => expect(profileSaves()).toHaveLength(1))
    expect(await profileSaves()[0]?.json()).toEqual({ preferred_language: 'es' })
    expect(profileSaves()[0]?.headers.get('Authorization')).toBe('Bearer token-1')
  })

  it('saves nothing for a signed-out visitor', async () => {
    const { router } = renderApp('/en/about')
    await userEvent.click(await switcher())
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/about'))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(profileSaves()).toHaveLength(0)
  })

  it('is hidden when the server lists only the current language', async () => {
    server.use({ 'GET /api/languages': () => json(200, [{ language_code: 'en', language_name: 'English', native_name: 'English' }]) })
    renderApp('/en/about')
    await screen.findByRole('heading', { level: 1, name: 'About Vecino' })
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/languages'))).toBe(true))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cambiar a español' })).not.toBeInTheDocument())
  })

  it('falls back to English and Spanish when the language list fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use({ 'GET /api/languages': () => json(500, { error: { code: 'internal', message: 'down' } }) })
    renderApp('/en/about')
    await screen.findByRole('heading', { level: 1, name: 'About Vecino' })
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/languages'))).toBe(true))
    expect(await switcher()).toBeInTheDocument()
  })
})
