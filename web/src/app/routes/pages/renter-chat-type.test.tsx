import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { json, requests, server } from '@/testing/server'

const slowMachineTimeout = 20_000

describe('the renter-protection chat behind its flag', { timeout: slowMachineTimeout }, () => {
  it('says clearly, in Spanish, that the assistant is off and offers the report form instead', async () => {
    server.use({ 'GET /api/chat/assistants': () => json(404, { error: { code: 'not_found', message: 'The renter-protection assistant is not available.' } }) })
    await i18n.changeLanguage('es')
    renderApp('/es/chat/renter-protection/illegal-lockouts')
    expect(await screen.findByRole('heading', { level: 1, name: 'El asistente de protección al inquilino no está disponible' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Presentar un reporte' })).toHaveAttribute('href', '/dashboard/upload/renter-protection')
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es')
    // The conversation itself is never asked for while the flag is off.
    expect(requests.some((r) => new URL(r.url).pathname.startsWith('/api/chat/renter-protection/'))).toBe(false)
  })

  it('opens the assistants while the flag is on', async () => {
    server.use({
      'GET /api/chat/assistants': () => json(200, [{ type: 'illegal-lockouts', title: 'Illegal Lockout', description: 'Locked out of your home.' }]),
    })
    renderApp('/en/chat/renter-protection')
    expect(await screen.findByRole('link', { name: /Illegal Lockout/ })).toHaveAttribute('href', '/en/chat/renter-protection/illegal-lockouts')
  })
})
