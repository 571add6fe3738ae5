import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { signedInShell } from '@/app/routes/dashboard/test-setup'
import { renderApp } from '@/testing/render-app'
import { json, requests, server } from '@/testing/server'

const sent = (method: string, path: string) => requests.filter((r) => r.method === method && new URL(r.url).pathname === path)

function invalid(fields: Record<string, string>) {
  return json(400, { error: { code: 'invalid', message: 'bad', fields } })
}

async function openSettings() {
  signedInShell(['reporter'])
  renderApp('/dashboard/settings')
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  return {
    profile: within(await screen.findByRole('region', { name: 'Your name' })),
    language: within(screen.getByRole('region', { name: 'Language' })),
    password: within(screen.getByRole('region', { name: 'Password' })),
  }
}

describe('settings', { timeout: 15_000 }, () => {
  it('saves the name and says so', async () => {
    server.use({ 'PATCH /api/me': async (r) => json(200, { id: 'u1', email: 'a@example.com', roles: ['reporter'], ...((await r.clone().json()) as object) }) })
    const { profile } = await openSettings()
    const first = profile.getByLabelText('First name')
    expect(first).toHaveValue('Ana')
    await userEvent.clear(first)
    await userEvent.type(first, 'Ana María')
    await userEvent.click(profile.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument()
    expect(await sent('PATCH', '/api/me')[0]?.json()).toEqual({ first_name: 'Ana María', last_name: 'López' })
  })

  it('checks the name before sending and shows the error next to the field', async () => {
    const { profile } = await openSettings()
    await userEvent.clear(profile.getByLabelText('Last name'))
    await userEvent.click(profile.getByRole('button', { name: 'Save name' }))
    const last = profile.getByLabelText('Last name')
    expect(last).toHaveAttribute('aria-invalid', 'true')
    expect(last).toHaveAccessibleDescription('This field is required.')
    expect(last).toHaveFocus()
    expect(sent('PATCH', '/api/me')).toHaveLength(0)
  })

  it('shows a server field error translated, keeping what was typed', async () => {
    server.use({ 'PATCH /api/me': () => invalid({ first_name: 'too_long' }) })
    const { profile } = await openSettings()
    await userEvent.type(profile.getByLabelText('First name'), 'x')
    await userEvent.click(profile.getByRole('button', { name: 'Save name' }))
    const first = profile.getByLabelText('First name')
    await waitFor(() => expect(first).toHaveAccessibleDescription('Use at most 100 characters.'))
    expect(first).toHaveValue('Anax')
  })

  it('saves the preferred language and switches the interface to it', async () => {
    server.use({ 'PATCH /api/me': () => json(200, { id: 'u1', email: 'a@example.com', preferred_language: 'es', roles: ['reporter'] }) })
    const { language } = await openSettings()
    await userEvent.click(language.getByRole('radio', { name: 'Español' }))
    await userEvent.click(language.getByRole('button', { name: 'Save language' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument()
    expect(await sent('PATCH', '/api/me')[0]?.json()).toEqual({ preferred_language: 'es' })
    expect(await screen.findByText('Se guardó tu idioma.')).toBeInTheDocument()
  })

  it('changes the password, then clears the fields', async () => {
    server.use({ 'PUT /api/auth/password': () => new Response(null, { status: 204 }) })
    const { password } = await openSettings()
    await userEvent.type(password.getByLabelText('Current password'), 'old-password-1')
    await userEvent.type(password.getByLabelText('New password'), 'a-much-better-one')
    await userEvent.click(password.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Your password was changed. Your other devices were signed out.')).toBeInTheDocument()
    expect(await sent('PUT', '/api/auth/password')[0]?.json()).toEqual({ current_password: 'old-password-1', password: 'a-much-better-one' })
    expect(password.getByLabelText('Current password')).toHaveValue('')
  })

  it('checks the new password length before sending', async () => {
    const { password } = await openSettings()
    await userEvent.type(password.getByLabelText('Current password'), 'old-password-1')
    await userEvent.type(password.getByLabelText('New password'), 'short')
    await userEvent.click(password.getByRole('button', { name: 'Change password' }))
    expect(password.getByLabelText('New password')).toHaveAccessibleDescription(/Use at least 10 characters\./)
    expect(sent('PUT', '/api/auth/password')).toHaveLength(0)
  })

  it.each([
    [{ current_password: 'incorrect' }, 'Current password', 'The current password is incorrect.'],
    [{ password: 'too_common' }, 'New password', 'This password is too common. Pick one that is harder to guess.'],
  ])('shows the server’s %o next to the field, keeping both passwords', async (fields, label, message) => {
    server.use({ 'PUT /api/auth/password': () => invalid(fields) })
    const { password } = await openSettings()
    await userEvent.type(password.getByLabelText('Current password'), 'old-password-1')
    await userEvent.type(password.getByLabelText('New password'), 'password123456')
    await userEvent.click(password.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(password.getByLabelText(label)).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.'))))
    expect(password.getByLabelText(label)).toHaveFocus()
    expect(password.getByLabelText('Current password')).toHaveValue('old-password-1')
    expect(password.getByLabelText('New password')).toHaveValue('password123456')
  })

  it('says so above the form when the server cannot be reached', async () => {
    server.use({ 'PUT /api/auth/password': () => Promise.reject(new TypeError('offline')) })
    const { password } = await openSettings()
    await userEvent.type(password.getByLabelText('Current password'), 'old-password-1')
    await userEvent.type(password.getByLabelText('New password'), 'a-much-better-one')
    await userEvent.click(password.getByRole('button', { name: 'Change password' }))
    expect(await password.findByRole('alert')).toHaveTextContent('Could not save. Check your connection and try again.')
  })

  it('offers a retry when the profile cannot be loaded', async () => {
    signedInShell(['reporter'])
    let fail = true
    server.use({ 'GET /api/me': () => (fail ? json(500, { error: { code: 'internal', message: 'x' } }) : json(200, { id: 'u1', email: 'a@example.com', first_name: 'Ana', roles: [] })) })
    renderApp('/dashboard/settings')
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8_000 })
    fail = false
    await userEvent.click(retry)
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana')
  }, 15_000)
})
