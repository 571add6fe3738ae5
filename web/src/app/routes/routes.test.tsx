import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { RouteObject } from 'react-router-dom'

import { routePatterns } from '@/config/paths'
import { renderApp } from '@/testing/render-app'
import { json, server, signInWith } from '@/testing/server'

import { createRoutes } from '.'

const signIn = signInWith

/** signingInAs makes the next sign-in succeed for a user whose profile language is lng. */
function signingInAs(lng: string) {
  server.use({
    'POST /api/auth/signin': () =>
      json(200, { user: { id: 'u1', email: 'ana@example.com', first_name: 'Ana', roles: [], preferred_language: lng }, access_token: 't', expires_in: 900 }),
    'POST /api/auth/signout': () => new Response(null, { status: 204 }),
  })
}

async function signInThroughForm(email: string, password: string, submit: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(email), 'ana@example.com')
  await user.type(screen.getByLabelText(password, { exact: true }), 'a long enough password')
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: submit }))
}

async function settledAt(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname))
  return router.state.location
}

describe('/auth', () => {
  it('sends a signed-out visitor to the stored language, keeping the query', async () => {
    window.localStorage.setItem('vecino.language', 'es')
    const { router } = renderApp('/auth?signup=true')
    const location = await settledAt(router, '/es/auth')
    expect(location.search).toBe('?signup=true')
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeInTheDocument()
  })

  it('uses the browser language when nothing is stored', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX')
    const { router } = renderApp('/auth?type=recovery')
    expect((await settledAt(router, '/es/auth')).search).toBe('?type=recovery')
  })

  it('falls back to English', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR')
    const { router } = renderApp('/auth')
    await settledAt(router, '/en/auth')
  })

  it('sends a signed-in user to the dashboard', async () => {
    signIn(['reporter'])
    const { router } = renderApp('/auth')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})

describe('unknown paths', () => {
  it('go to /en/404 when signed out', async () => {
    const { router } = renderApp('/no/such/page')
    await settledAt(router, '/en/404')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  })

  it('go to /dashboard when signed in', async () => {
    signIn([])
    const { router } = renderApp('/no/such/page')
    await settledAt(router, '/dashboard')
  })

  it('include a language prefix other than en and es', async () => {
    const { router } = renderApp('/fr/about')
    await settledAt(router, '/en/404')
  })

  it('under /es show the Spanish 404', async () => {
    const { router } = renderApp('/es/no/such/page')
    await settledAt(router, '/es/404')
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument()
  })

  it('under a language or a bad prefix go to /dashboard when signed in', async () => {
    signIn([])
    await settledAt(renderApp('/fr/about').router, '/dashboard')
  })

  it('under /es go to /dashboard when signed in', async () => {
    signIn([])
    await settledAt(renderApp('/es/nope').router, '/dashboard')
  })
})

describe('routes.json (routePatterns)', () => {
  // The server answers 404 for paths outside routePatterns(), so every path
  // of the router must be in it.
  function fullPaths(routes: RouteObject[], parent = ''): string[] {
    return routes.flatMap((route) => {
      const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`
      const here = route.path !== undefined || route.index ? [own || '/'] : []
      return [...here, ...fullPaths(route.children ?? [], own)]
    })
  }

  it('holds every path of the router', () => {
    const patterns = new Set(routePatterns())
    const routed = fullPaths(createRoutes()).filter((path) => !path.endsWith('*'))
    expect(routed.length).toBeGreaterThan(60)
    for (const path of routed) expect(patterns, path).toContain(path)
  })
})

describe('old unprefixed public links', () => {
  it.each(['/about', '/map', '/blog/parking-in-bike-lanes', '/landing', '/government'])('%s goes to the stored language', async (path) => {
    window.localStorage.setItem('vecino.language', 'es')
    const { router } = renderApp(`${path}?x=1`)
    expect((await settledAt(router, `/es${path}`)).search).toBe('?x=1')
  })
})

describe('redirects', () => {
  it('/ goes to /en, or to the stored language', async () => {
    await settledAt(renderApp('/').router, '/en')
    window.localStorage.setItem('vecino.language', 'es')
    await settledAt(renderApp('/').router, '/es')
  })

  it("a Spanish browser: / still goes to /en and stores no choice, Spanish is offered there, and /auth follows the browser", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX')
    await settledAt(renderApp('/').router, '/en')
    await new Promise((resolve) => setTimeout(resolve)) // a choice would be stored a task later (lib/i18n.ts)
    expect(window.localStorage.getItem('vecino.language')).toBeNull()
    expect(document.cookie).not.toMatch(/vecino_lang=/)
    expect(await screen.findByRole('button', { name: 'Continuar en español' })).toBeInTheDocument()
    await settledAt(renderApp('/auth').router, '/es/auth')
  })

  it('the Spanish offer is not made to an English browser, nor after a choice', async () => {
    await settledAt(renderApp('/').router, '/en')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'Continuar en español' })).toBeNull()
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX')
    window.localStorage.setItem('vecino.language', 'en')
    await settledAt(renderApp('/').router, '/en')
    await screen.findAllByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'Continuar en español' })).toBeNull()
  })

  it('a page opened at the other prefix stores no choice either', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX')
    await settledAt(renderApp('/en/about').router, '/en/about')
    await new Promise((resolve) => setTimeout(resolve))
    expect(window.localStorage.getItem('vecino.language')).toBeNull()
    await settledAt(renderApp('/auth').router, '/es/auth')
  })

  it('/upload goes to /dashboard/upload', async () => {
    signIn(['reporter'])
    await settledAt(renderApp('/upload').router, '/dashboard/upload')
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload a violation' })).toBeInTheDocument()
  })

  it('old unprefixed links go to their /dashboard equivalents', async () => {
    signIn(['reporter_admin'])
    const { router } = renderApp('/admin/screening?id=42')
    expect((await settledAt(router, '/dashboard/admin/screening')).search).toBe('?id=42')
    expect(await screen.findByRole('heading', { level: 1, name: 'Screening' })).toBeInTheDocument()
  })

  it('the dashboard sends a signed-out visitor to sign in, remembering the page', async () => {
    const { router } = renderApp('/dashboard/settings')
    const location = await settledAt(router, '/en/auth')
    expect(location.state).toMatchObject({ from: { pathname: '/dashboard/settings' } })
  })
})

describe('RequireRoles', () => {
  it('shows Access Restricted when none of the roles is allowed', async () => {
    signIn(['reporter'])
    renderApp('/dashboard/owner/users')
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument()
    expect(
      screen.getByText(
        "You don't have permission to access this page. This area requires additional privileges that are not associated with your account.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument()
  })

  it('Go Back returns to the previous page when there is one', async () => {
    signIn(['reporter'])
    const { router } = renderApp('/dashboard/owner/users', ['/dashboard/settings'])
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }))
    await settledAt(router, '/dashboard/settings')
  })

  it('Go Back goes to /dashboard when there is no previous page', async () => {
    signIn(['reporter'])
    const { router } = renderApp('/dashboard/owner/users')
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }))
    await settledAt(router, '/dashboard')
  })

  it('Go Back goes to /dashboard, not out of the app, when the tab held another page first (about:blank)', async () => {
    // A new tab's history holds about:blank (or another site) before the app's first page.
    window.history.pushState(null, '', window.location.href)
    expect(window.history.length).toBeGreaterThan(1)
    signIn(['reporter'])
    const { router } = renderApp('/dashboard/owner/users')
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }))
    await settledAt(router, '/dashboard')
  })

  it('a reviewer_admin opens the reviewer pages (it holds every power of a reviewer)', async () => {
    signIn(['reviewer_admin'])
    renderApp('/dashboard/review/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviewer dashboard' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Access Restricted' })).not.toBeInTheDocument()
  })

  it('admits a user when any one role is allowed', async () => {
    signIn(['reviewer', 'owner'])
    renderApp('/dashboard/owner/users')
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument()
  })

  it('counts a user without roles as reporter', async () => {
    signIn([])
    renderApp('/dashboard/upload/bike-lane')
    // The title is the bike-lane label of GET /api/catalog.
    expect(await screen.findByRole('heading', { level: 1, name: 'Bike Lane Violation' })).toBeInTheDocument()
  })
})

describe('language', () => {
  it('follows the prefix: <html lang>, title and texts', async () => {
    renderApp('/es/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'Acerca de Vecino' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Acerca de Vecino · Vecino'))
    expect(document.documentElement.lang).toBe('es')
  })

  it('signing in makes the profile language the interface language: English profile at /es/auth', async () => {
    signingInAs('en')
    const { router } = renderApp('/es/auth')
    await signInThroughForm('Correo electrónico', 'Contraseña', 'Iniciar sesión')
    await settledAt(router, '/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
  })

  it('signing in with a Spanish profile in an English browser gives a Spanish dashboard', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US')
    signingInAs('es')
    const { router } = renderApp('/en/auth')
    await signInThroughForm('Email', 'Password', 'Log in')
    await settledAt(router, '/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument()
    expect(window.localStorage.getItem('vecino.language')).toBe('es')
  })

  it('a signed-in user who opens the other prefix saves it to the profile', async () => {
    signIn([])
    const saved: unknown[] = []
    server.use({ 'PATCH /api/me': async (req) => (saved.push(await req.json()), json(200, {})) })
    window.localStorage.setItem('vecino.language', 'en')
    const { router } = renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    await router.navigate('/es/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'Acerca de Vecino' })).toBeInTheDocument()
    await waitFor(() => expect(saved).toEqual([{ preferred_language: 'es' }]))
  })

  it('shows the deck in English under /es', async () => {
    renderApp('/es/deck')
    expect(await screen.findByRole('heading', { level: 1, name: 'Investor deck' })).toBeInTheDocument()
  })
})
