import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { api, getAccessToken, sessionUserId, setAccessToken } from '@/lib/api-client'

import { startRestore } from '../api/session'
import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server, signInWith } from '@/testing/server'

// The first test of a file loads the lazy page chunks and locale files; on a
// busy 2-core machine a whole flow can take longer than the 5 s default.
const slowMachineTimeout = 20_000

afterEach(() => setAccessToken(null))

async function signedInAt(url: string) {
  signInWith(['reporter'])
  const view = renderApp(url)
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  await screen.findByRole('button', { name: 'Sign out' })
  return view
}

describe('sign-out', { timeout: slowMachineTimeout }, () => {
  it('ends the session and goes to /auth shortly after, remembering nothing', async () => {
    server.use({ 'POST /api/auth/signout': () => new Response(null, { status: 204 }) })
    const { router } = await signedInAt('/dashboard')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth'))
    expect(router.state.location.state).toBeNull()
    expect(getAccessToken()).toBeNull()
    expect(requests.filter((r) => r.url.endsWith('/api/auth/signout'))).toHaveLength(1)
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument()
  })

  it("shows the 'Error signing out' toast when the server cannot be reached, and stays signed in", async () => {
    server.use({ 'POST /api/auth/signout': () => Promise.reject(new TypeError('Failed to fetch')) })
    const { router } = await signedInAt('/dashboard')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }))

    expect(await screen.findByText('Error signing out')).toBeInTheDocument()
    expect(screen.getByText("We couldn't reach the server. Check your connection and try again.")).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(getAccessToken()).toBe('token-1')
  })

  it('shows the server message, or "An error occurred" without one, in the toast', async () => {
    server.use({ 'POST /api/auth/signout': () => json(500, { error: { code: 'internal', message: 'Database is down.' } }) })
    await signedInAt('/dashboard')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByText('Database is down.')).toBeInTheDocument()

    server.use({ 'POST /api/auth/signout': () => json(500, { error: { code: 'internal', message: '' } }) })
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByText('An error occurred')).toBeInTheDocument()
    expect(screen.getAllByText('Error signing out').length).toBeGreaterThan(0)
  })
})

describe('restoring the session as the app starts', { timeout: slowMachineTimeout }, () => {
  it('asks for it once, before the first render, and the app uses that answer', async () => {
    signInWith(['reporter'])
    startRestore()
    const refreshes = () => requests.filter((r) => r.url.endsWith('/api/auth/refresh')).length
    expect(refreshes()).toBe(1)
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    expect(refreshes()).toBe(1)
    expect(getAccessToken()).toBe('token-1')
  })

  it('asks for nothing without the session hint', () => {
    document.cookie = 'vecino_session=; path=/; max-age=0'
    startRestore()
    expect(requests.filter((r) => r.url.endsWith('/api/auth/refresh'))).toHaveLength(0)
  })
})

describe('an expired access token', { timeout: slowMachineTimeout }, () => {
  it('is renewed once and the refused request retried with the new token', async () => {
    await signedInAt('/dashboard')
    server.use({
      'POST /api/auth/refresh': () =>
        json(200, { user: { id: 'u1', email: 'ana@example.com', roles: ['reporter'] }, access_token: 'token-2', expires_in: 900 }),
      'GET /api/things': (request) =>
        request.headers.get('Authorization') === 'Bearer token-2'
          ? json(200, { ok: true })
          : apiError(401, 'unauthorized', 'Your session has expired.'),
    })
    await expect(api.get('/api/things')).resolves.toEqual({ ok: true })
    const things = requests.filter((r) => r.url.endsWith('/api/things'))
    expect(things.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-2'])
    expect(getAccessToken()).toBe('token-2')
  })

  it('ends the session and goes to /auth when it cannot be renewed', async () => {
    const { router } = await signedInAt('/dashboard')
    server.use({
      'POST /api/auth/refresh': () => apiError(401, 'unauthorized', 'revoked'),
      'GET /api/things': () => apiError(401, 'unauthorized', 'Your session has expired.'),
    })
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 401 })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth'))
    expect(getAccessToken()).toBeNull()
    expect(requests.filter((r) => r.url.endsWith('/api/things'))).toHaveLength(1)
  })

  it('is not retried for calls made without a session', async () => {
    server.use({ 'GET /api/things': () => apiError(401, 'unauthorized', 'Please sign in.') })
    renderApp('/en/auth')
    await screen.findByRole('button', { name: 'Log in' })
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 401 })
    expect(requests.filter((r) => r.url.endsWith('/api/auth/refresh'))).toHaveLength(0)
  })
})

describe('opening the app without a connection', { timeout: slowMachineTimeout }, () => {
  const offline = () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    server.use({ 'POST /api/auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')) })
    return onLine
  }

  it("signs in as the last session's user, without a token, and checks the session once the connection returns", async () => {
    // A session on this tab, then a reload without a connection.
    const { unmount } = await signedInAt('/dashboard')
    unmount()
    setAccessToken(null)
    const onLine = offline()
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
    expect(getAccessToken()).toBeNull()
    // The reports this browser keeps are the kept user's.
    expect(sessionUserId()).toBe('u1')

    onLine.mockReturnValue(true)
    signInWith(['reporter'])
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(getAccessToken()).toBe('token-1'))
  })

  it('says it is offline when no user was kept, and forgets the user when the session is refused', async () => {
    const { unmount } = await signedInAt('/dashboard')
    unmount()
    // Back online, the server refuses the session: the kept user goes with it.
    server.use({ 'POST /api/auth/refresh': () => apiError(401, 'unauthorized', 'no session') })
    const view = renderApp('/dashboard')
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/en/auth'))
    view.unmount()

    document.cookie = 'vecino_session=1; path=/'
    offline()
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument()
  })
})
