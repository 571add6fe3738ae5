import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { apiError, json, server, session } from '@/testing/server'

// The first test of a file loads the lazy page chunks and locale files; on a
// busy 2-core machine a whole flow can take longer than the 5 s default.
const slowMachineTimeout = 20_000

type Body = Record<string, unknown>

function recordSignUp(signup: () => Response, signin: () => Response = () => session([])) {
  const calls: { path: string; body: Body }[] = []
  const keep = (path: string, answer: () => Response) => async (request: Request) => {
    calls.push({ path, body: (await request.json()) as Body })
    return answer()
  }
  server.use({
    'POST /api/auth/signup': keep('signup', signup),
    'POST /api/auth/signout': keep('signout', () => new Response(null, { status: 204 })),
    'POST /api/auth/signin': keep('signin', signin),
  })
  return calls
}

async function fill(fields: Record<string, string>) {
  const user = userEvent.setup()
  for (const [label, value] of Object.entries(fields)) await user.type(await screen.findByLabelText(label), value)
  return user
}

describe('sign-up form', { timeout: slowMachineTimeout }, () => {

  it('waits for the emailed confirmation: coming back to the tab signs in; the link can be sent again', async () => {
    let confirmed = false
    const unconfirmed = () => json(403, { error: { code: 'email_not_confirmed', message: 'Confirm your email address first.' } })
    const calls = recordSignUp(
      () => json(202, { status: 'accepted' }),
      () => (confirmed ? session([]) : unconfirmed()),
    )
    const resent: Body[] = []
    server.use({
      'POST /api/auth/confirm/resend': async (request) => {
        resent.push((await request.json()) as Body)
        return json(202, { status: 'accepted' })
      },
    })
    renderApp('/en/auth?signup=true')
    const user = await fill({ Email: 'ana@example.com', Password: 'calle-segura-2031', 'First name': 'Ana', 'Last name': 'López' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    const heading = await screen.findByRole('heading', { name: 'Check your email' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText(/We sent a link to ana@example.com/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: "I've confirmed: continue" }))
    expect(await screen.findByText("Your email isn't confirmed yet. Open the link we sent you, then continue.")).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByText('We sent a new link to ana@example.com. The earlier one no longer works.')).toBeInTheDocument()
    expect(resent).toEqual([{ email: 'ana@example.com' }])

    confirmed = true
    window.dispatchEvent(new Event('focus'))
    await waitFor(() => expect(calls.filter((c) => c.path === 'signin')).toHaveLength(3))
    expect(calls.at(-1)?.body).toEqual({ email: 'ana@example.com', password: 'calle-segura-2031', remember_me: false })
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull())
  })
  it('mirrors the server rules: a password of 10 characters at least, names required', async () => {
    const calls = recordSignUp(() => json(202, { status: 'accepted' }))
    renderApp('/en/auth?signup=true')
    const user = await fill({ Email: 'ana@example.com', Password: 'short' })
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAccessibleDescription(/At least 10 characters/)
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveFocus()
    expect(screen.getAllByText('This name is required.')).toHaveLength(2)
    expect(calls).toEqual([])
  })

  it('shows the server field errors next to their fields, translated', async () => {
    const calls = recordSignUp(() =>
      json(400, { error: { code: 'invalid', message: 'bad', fields: { email: 'invalid_format', last_name: 'too_long' } } }),
    )
    renderApp('/en/auth?signup=true')
    const user = await fill({ Email: 'ana@example.com', Password: 'calle-segura-2031', 'First name': 'Ana', 'Last name': 'López' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument()
    expect(screen.getByText('Use at most 100 characters.')).toBeInTheDocument()
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(calls.map((c) => c.path)).toEqual(['signup'])
  })

  it('shows a server-only refusal (too_common) next to the password, keeping every value', async () => {
    recordSignUp(() => json(400, { error: { code: 'invalid', message: 'bad', fields: { password: 'too_common' } } }))
    renderApp('/en/auth?signup=true')
    const user = await fill({ Email: 'ana@example.com', Password: 'qwerty123456', 'First name': 'Ana', 'Last name': 'López' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    const message = 'This password is too common or too easy to guess. Choose another one.'
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(screen.getByLabelText('Password')).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(screen.getByLabelText('Last name')).toHaveValue('López')
  })

  it('in Spanish: defaults the language to the page, answers 202, then signs in and lands on /dashboard', async () => {
    const calls = recordSignUp(() => json(202, { status: 'accepted' }))
    const { router } = renderApp('/es/auth?signup=true')
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Idioma preferido' })).toHaveValue('es')
    const user = await fill({
      'Correo electrónico': 'ana@example.com',
      Contraseña: 'calle-segura-2031',
      Nombre: 'Ana',
      Apellido: 'López',
    })
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls).toEqual([
      {
        path: 'signup',
        body: {
          email: 'ana@example.com',
          password: 'calle-segura-2031',
          first_name: 'Ana',
          last_name: 'López',
          preferred_language: 'es',
        },
      },
      { path: 'signout', body: { scope: 'global' } },
      { path: 'signin', body: { email: 'ana@example.com', password: 'calle-segura-2031', remember_me: false } },
    ])
  })

  it('explains without revealing accounts when the sign-in after sign-up is refused', async () => {
    recordSignUp(
      () => json(202, { status: 'accepted' }),
      () => apiError(401, 'unauthorized', 'The email or password is incorrect.'),
    )
    const { router } = renderApp('/en/register')
    const user = await fill({ Email: 'ana@example.com', Password: 'calle-segura-2031', 'First name': 'Ana', 'Last name': 'López' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred language' }), 'es')
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(/If this email already had an account, we've emailed it/)
    expect(router.state.location.pathname).toBe('/en/register')
  })
})
