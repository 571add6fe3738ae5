import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { apiError, requests, server, session } from '@/testing/server'

// The first test of a file loads the lazy page chunks and locale files.
const slowMachineTimeout = 20_000

/** busy is the server's answer when its password-hashing queue is full. */
function busy(retryAfter: string): Response {
  return new Response(JSON.stringify({ error: { code: 'unavailable', message: 'Too many sign-ins at once.' } }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
  })
}

/** answerSignIn answers the sign-ins in turn with answers (the last one again after), keeping when each came. */
function answerSignIn(...answers: (() => Response)[]) {
  const times: number[] = []
  server.use({
    'POST /api/auth/signout': () => new Response(null, { status: 204 }),
    'POST /api/auth/signin/form': () => new Response(null, { status: 204 }),
    'POST /api/auth/signin': () => {
      times.push(Date.now())
      return (answers[times.length - 1] ?? answers[answers.length - 1] ?? (() => session(['reporter'])))()
    },
  })
  return times
}

async function submit(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

const paths = () => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`).filter((p) => p.startsWith('POST /api/auth/'))

describe('sign-in under load (docs/signin.md)', { timeout: slowMachineTimeout }, () => {
  it('asks for a sign-in form token when the form is shown, before any sign-in', async () => {
    answerSignIn(() => session(['reporter']))
    const { router } = renderApp('/en/auth')
    await waitFor(() => expect(paths()).toContain('POST /api/auth/signin/form'))
    await submit('ana@example.com', 'a long enough secret')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    const sent = paths()
    expect(sent.indexOf('POST /api/auth/signin/form')).toBeLessThan(sent.indexOf('POST /api/auth/signin'))
    expect(sent.filter((p) => p === 'POST /api/auth/signin/form')).toHaveLength(1)
  })

  it('signs in when the form token cannot be had', async () => {
    answerSignIn(() => session(['reporter']))
    server.use({ 'POST /api/auth/signin/form': () => apiError(429, 'rate_limited', 'Too many') })
    const { router } = renderApp('/en/auth')
    await submit('ana@example.com', 'a long enough secret')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('waits out a busy server once (503 with Retry-After), then signs in', async () => {
    const times = answerSignIn(() => busy('1'), () => session(['reporter']))
    const { router } = renderApp('/en/auth')
    await submit('ana@example.com', 'a long enough secret')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 })
    expect(times).toHaveLength(2)
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(950)
  })

  it('says the server is busy when the retry is refused too, and does not wait out a long Retry-After', async () => {
    const times = answerSignIn(() => busy('1'))
    renderApp('/en/auth')
    await submit('ana@example.com', 'a long enough secret')
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The server is busy right now. Try again in a moment.')
    expect(times).toHaveLength(2)

    const later = answerSignIn(() => busy('60'))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(later).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(later).toHaveLength(1)
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy right now.')
  })
})
