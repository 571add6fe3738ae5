import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { apiError, requests, server, session } from '@/testing/server'

// The first test of a file loads the lazy page chunks and locale files; on a
// busy 2-core machine a whole flow can take longer than the 5 s default.
const slowMachineTimeout = 20_000

type Body = Record<string, unknown>

/** record answers signout with 204 and signin with a session, keeping the order and bodies of the calls. */
function record(signin: () => Response = () => session(['reporter'])) {
  const calls: { path: string; body: Body }[] = []
  server.use({
    'POST /api/auth/signout': async (request) => {
      calls.push({ path: 'signout', body: (await request.json()) as Body })
      return new Response(null, { status: 204 })
    },
    'POST /api/auth/signin': async (request) => {
      calls.push({ path: 'signin', body: (await request.json()) as Body })
      return signin()
    },
  })
  return calls
}

async function fillSignIn(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  return user
}

describe('sign-in form', { timeout: slowMachineTimeout }, () => {
  it('checks the fields before calling the server, and focuses the first bad one', async () => {
    const calls = record()
    renderApp('/en/auth')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Log in' }))

    const email = screen.getByLabelText('Email')
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument()
    expect(screen.getByText('Enter a password.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Enter your email address.')
    expect(email).toHaveFocus()

    await user.type(email, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument()
    expect(calls).toEqual([])
  })

  it('signs out globally first, then signs in, remembers the choice and lands on /dashboard', async () => {
    const calls = record()
    const { router } = renderApp('/en/auth')
    const user = await fillSignIn('ana@example.com', 'a long enough secret')
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls).toEqual([
      { path: 'signout', body: { scope: 'global' } },
      { path: 'signin', body: { email: 'ana@example.com', password: 'a long enough secret', remember_me: true } },
    ])
    expect(window.localStorage.getItem('vecino.rememberMe')).toBe('true')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
  })

  it('signs in even when the global sign-out fails, and starts ticked when remembered', async () => {
    window.localStorage.setItem('vecino.rememberMe', 'true')
    const calls = record()
    server.use({ 'POST /api/auth/signout': () => apiError(500, 'internal', 'boom') })
    const { router } = renderApp('/en/auth')
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    const user = await fillSignIn('ana@example.com', 'secret')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls.map((c) => c.path)).toEqual(['signin'])
  })

  it('returns to the page the route guard remembered', async () => {
    record()
    const { router } = renderApp('/dashboard/settings?tab=profile')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth'))
    const user = await fillSignIn('ana@example.com', 'secret')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'))
    expect(router.state.location.search).toBe('?tab=profile')
  })

  it('says the credentials are wrong on 401 and keeps what was typed', async () => {
    record(() => apiError(401, 'unauthorized', 'The email or password is incorrect.'))
    renderApp('/en/auth')
    const user = await fillSignIn('ana@example.com', 'wrong password')
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password')
  })

  it('explains a disabled account (403)', async () => {
    record(() => apiError(403, 'forbidden', 'disabled'))
    renderApp('/en/auth')
    const user = await fillSignIn('ana@example.com', 'secret')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled. Contact the city\'s team for help.')
  })

  it('tells how long to wait when rate limited (429 with Retry-After)', async () => {
    const limited = (seconds: string) => () =>
      new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many' } }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': seconds },
      })
    record(limited('30'))
    renderApp('/en/auth')
    const user = await fillSignIn('ana@example.com', 'secret')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30 seconds.')

    record(limited('119'))
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.'))
  })

  it('speaks Spanish under /es, errors included', async () => {
    record(() => apiError(401, 'unauthorized', 'The email or password is incorrect.'))
    renderApp('/es/auth')
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com')
    await user.type(screen.getByLabelText('Contraseña'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo o la contraseña no son correctos.')
  })

  it('links to recovery and sign-up, keeping the remembered page', async () => {
    const { router } = renderApp('/dashboard/violations')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth'))
    const user = userEvent.setup()
    await user.click(await screen.findByRole('link', { name: 'Create an account' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?signup=true')
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/violations' } })

    const form = screen.getByRole('region', { name: 'Create your account' })
    await user.click(await within(form).findByRole('link', { name: 'Log in' }))
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?type=recovery')
  })

  it('is also at /login', async () => {
    renderApp('/es/login')
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked()
  })

  it('shows a spinner, not the form, while a session is restored; then goes to /dashboard', async () => {
    document.cookie = 'vecino_session=1; path=/'
    let answer: (r: Response) => void = () => undefined
    server.use({ 'POST /api/auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)) })
    const { router } = renderApp('/en/auth')
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/auth/refresh'))).toBe(true))
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    expect(screen.queryByLabelText('Email')).toBeNull()
    answer(session(['reporter']))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })
})
