import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, server } from '@/testing/server'

// The first test of a file loads the lazy page chunks and locale files; on a
// busy 2-core machine a whole flow can take longer than the 5 s default.
const slowMachineTimeout = 20_000

type Body = Record<string, unknown>

function capture(key: string, answer: () => Response) {
  const bodies: Body[] = []
  server.use({
    [key]: async (request: Request) => {
      bodies.push((await request.json()) as Body)
      return answer()
    },
  })
  return bodies
}

describe('password recovery', { timeout: slowMachineTimeout }, () => {
  it('asks for the email and confirms neutrally, in the page language', async () => {
    const bodies = capture('POST /api/auth/recover', () => json(202, { status: 'accepted' }))
    renderApp('/es/auth?type=recovery')
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablece tu contraseña' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }))

    const heading = await screen.findByRole('heading', { level: 2, name: 'Revisa tu correo' })
    expect(heading).toHaveFocus()
    expect(screen.getByText(/Si existe una cuenta con ana@example.com, te enviamos un enlace/)).toBeInTheDocument()
    expect(bodies).toEqual([{ email: 'ana@example.com', language: 'es' }])
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/es/auth')
  })

  it('sets a new password with the token from the link, then offers to log in', async () => {
    const bodies = capture('POST /api/auth/reset', () => new Response(null, { status: 204 }))
    renderApp('/en/auth?type=recovery&token=tok-123')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret')
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new secreT')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText("The two passwords don't match.")).toBeInTheDocument()
    expect(bodies).toEqual([])

    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new secret')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))

    expect(await screen.findByRole('heading', { level: 2, name: 'Password changed' })).toBeInTheDocument()
    expect(bodies).toEqual([{ token: 'tok-123', password: 'a brand new secret' }])
    const region = screen.getByRole('region', { name: 'Reset your password' })
    expect(within(region).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth')
  })

  it('says when the link has expired and links to a new one', async () => {
    capture('POST /api/auth/reset', () =>
      json(400, { error: { code: 'invalid', message: 'expired', fields: { token: 'expired' } } }),
    )
    renderApp('/en/auth?type=recovery&token=old')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret')
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new secret')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This reset link is invalid, was already used or has expired.')
    await user.click(within(alert).getByRole('link', { name: 'Request a new link' }))
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument()
  })

  it('shows the server password rule next to the new password', async () => {
    capture('POST /api/auth/reset', () =>
      json(400, { error: { code: 'invalid', message: 'bad', fields: { password: 'too_common' } } }),
    )
    renderApp('/en/auth?type=recovery&token=t')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('New password'), 'password1234')
    await user.type(screen.getByLabelText('Confirm new password'), 'password1234')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('This password is too common or too easy to guess. Choose another one.')).toBeInTheDocument()
  })
})
