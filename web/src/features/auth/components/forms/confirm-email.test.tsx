import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { json, server } from '@/testing/server'

const slowMachineTimeout = 20_000

describe('the emailed confirmation link', { timeout: slowMachineTimeout }, () => {
  it('confirms the address and points to log in', async () => {
    const tokens: unknown[] = []
    server.use({
      'POST /api/auth/confirm': async (request) => {
        tokens.push(await request.json())
        return new Response(null, { status: 204 })
      },
    })
    renderApp('/en/auth?type=confirm&token=tok-123')
    const done = (await screen.findByRole('heading', { name: 'Email confirmed' })).parentElement as HTMLElement
    expect(within(done).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth')
    expect(tokens).toEqual([{ token: 'tok-123' }])
  })

  it('says, in Spanish, when the link no longer works, and sends a new one', async () => {
    const resent: unknown[] = []
    server.use({
      'POST /api/auth/confirm': () => json(400, { error: { code: 'invalid', message: 'expired', fields: { token: 'expired' } } }),
      'POST /api/auth/confirm/resend': async (request) => {
        resent.push(await request.json())
        return json(202, { status: 'accepted' })
      },
    })
    await i18n.changeLanguage('es')
    renderApp('/es/auth?type=confirm&token=old')
    expect(await screen.findByText('Este enlace de confirmación no es válido, ya se usó o venció.')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace otra vez' }))
    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument()
    expect(screen.getByText(/Si hay una cuenta de lucia@example.com esperando confirmación/)).toBeInTheDocument()
    expect(resent).toEqual([{ email: 'lucia@example.com' }])
  })
})
