import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { signedInShell } from '@/app/routes/dashboard/test-setup'
import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server } from '@/testing/server'

import { leaveApp, saveFile } from '../lib/save-file'

vi.mock('../lib/save-file', () => ({ saveFile: vi.fn(), leaveApp: vi.fn() }))

const sent = (method: string, path: string) => requests.filter((r) => r.method === method && new URL(r.url).pathname === path)

async function openSettings(roles: string[] = ['reporter']) {
  signedInShell(roles)
  renderApp('/dashboard/settings')
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  return {
    data: within(await screen.findByRole('region', { name: 'Your data' })),
    remove: within(await screen.findByRole('region', { name: 'Delete my account' })),
  }
}

describe('your data and your account', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.mocked(saveFile).mockClear()
    vi.mocked(leaveApp).mockClear()
  })
  afterEach(() => vi.restoreAllMocks())

  it('downloads the data as a ZIP file', async () => {
    server.use({ 'GET /api/me/export': () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200, headers: { 'Content-Type': 'application/zip' } }) })
    const { data } = await openSettings()
    await userEvent.click(data.getByRole('button', { name: 'Download my data' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1))
    expect(vi.mocked(saveFile).mock.calls[0]?.[0]).toMatch(/^vecino-data-\d{4}-\d{2}-\d{2}\.zip$/)
    expect(sent('GET', '/api/me/export')).toHaveLength(1)
  })

  it('says when downloads are rate-limited', async () => {
    server.use({ 'GET /api/me/export': () => apiError(429, 'rate_limited', 'slow down') })
    const { data } = await openSettings()
    await userEvent.click(data.getByRole('button', { name: 'Download my data' }))
    expect(await data.findByText('You downloaded your data several times in the last hour. Please try again later.')).toBeInTheDocument()
    expect(saveFile).not.toHaveBeenCalled()
  })

  it('needs the password, shows a wrong one next to the field, and leaves once the account is deleted', async () => {
    let answer = apiError(400, 'invalid', 'bad', { password: 'incorrect' })
    server.use({ 'DELETE /api/me': () => answer })
    const { remove } = await openSettings()
    await userEvent.click(remove.getByRole('button', { name: 'Delete my account' }))
    expect(remove.getByLabelText('Your password')).toHaveAccessibleDescription(expect.stringContaining('This field is required.'))
    expect(sent('DELETE', '/api/me')).toHaveLength(0)

    await userEvent.type(remove.getByLabelText('Your password'), 'not it')
    await userEvent.click(remove.getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(remove.getByLabelText('Your password')).toHaveAccessibleDescription(expect.stringContaining('The password is incorrect.')))
    expect(leaveApp).not.toHaveBeenCalled()

    answer = new Response(null, { status: 204 })
    await userEvent.clear(remove.getByLabelText('Your password'))
    await userEvent.type(remove.getByLabelText('Your password'), 'correct horse battery')
    await userEvent.click(remove.getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('en'))
    expect(await sent('DELETE', '/api/me').at(-1)?.json()).toEqual({ password: 'correct horse battery' })
  })

  it('tells the last owner why the account cannot be deleted', async () => {
    server.use({
      'DELETE /api/me': () => apiError(409, 'conflict', 'last owner', { account: 'last_owner' }),
      'GET /api/owner/retention': () => json(200, { originals_months: 12, closed_months: 24 }),
    })
    const { remove } = await openSettings(['owner'])
    await userEvent.type(remove.getByLabelText('Your password'), 'correct horse battery')
    await userEvent.click(remove.getByRole('button', { name: 'Delete my account' }))
    expect(await remove.findByText('You are the only owner. Make another account an owner before you delete yours.')).toBeInTheDocument()
    expect(leaveApp).not.toHaveBeenCalled()
  })

  it('lets owners, and only owners, set the retention policy', async () => {
    server.use({
      'GET /api/owner/retention': () => json(200, { originals_months: 12, closed_months: 24 }),
      'PUT /api/owner/retention': async (r) => json(200, await r.clone().json()),
    })
    await openSettings(['owner'])
    const section = within(await screen.findByRole('region', { name: 'Data retention' }))
    const originals = await section.findByLabelText('Keep original photos of published reports (months)')
    expect(originals).toHaveValue(12)
    await userEvent.clear(originals)
    await userEvent.click(section.getByRole('button', { name: 'Save retention' }))
    expect(originals).toHaveAccessibleDescription(expect.stringContaining('Enter a number of months from 1 to 120.'))
    expect(sent('PUT', '/api/owner/retention')).toHaveLength(0)
    await userEvent.type(originals, '6')
    await userEvent.click(section.getByRole('button', { name: 'Save retention' }))
    expect(await screen.findByText('The retention policy was saved.')).toBeInTheDocument()
    expect(await sent('PUT', '/api/owner/retention')[0]?.json()).toEqual({ originals_months: 6, closed_months: 24 })
  })

  it('shows no retention policy to other roles', async () => {
    await openSettings(['reviewer_admin'])
    expect(screen.queryByRole('region', { name: 'Data retention' })).not.toBeInTheDocument()
    expect(sent('GET', '/api/owner/retention')).toHaveLength(0)
  })
})
