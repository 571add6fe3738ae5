import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server, signInWith } from '@/testing/server'

import { fakeOwnerApi, type FakeUser } from '@/testing/features/owner-users/fake-owner-api'

// The first test of a file loads the lazy page chunks and locale files; on a
// busy 2-core machine a whole flow can take longer than the 5 s default.
const slowMachineTimeout = 20_000

const people = (): FakeUser[] => [
  { id: 'u1', email: 'ana@example.com', first_name: 'Ana', last_name: 'Owner', roles: ['owner'], disabled: false },
  { id: 'u2', email: 'bea@example.com', first_name: 'Bea', last_name: 'Ruiz', roles: ['reviewer', 'reporter'], disabled: false },
  { id: 'u3', email: 'carl@example.com', first_name: 'Carl', last_name: 'Díaz', roles: [], disabled: true },
]

function userRequests() {
  return requests.filter((r) => new URL(r.url).pathname === '/api/owner/users').map((r) => new URL(r.url).searchParams)
}

async function openUsers() {
  signInWith(['owner'])
  const view = renderApp('/dashboard/owner/users')
  await screen.findByRole('heading', { level: 1, name: 'Users' })
  return view
}

describe('owner users page', { timeout: slowMachineTimeout }, () => {
  it('lists users with their roles and state; "Load more" follows next_cursor and focuses the new row', async () => {
    fakeOwnerApi(people())
    await openUsers()
    const ana = await screen.findByRole('heading', { level: 2, name: /Ana Owner/ })
    const anaRow = ana.closest('li') as HTMLElement
    expect(within(anaRow).getByText('You')).toBeInTheDocument()
    expect(within(anaRow).getByText("You can't disable your own account.")).toBeInTheDocument()
    expect(within(anaRow).queryByRole('button', { name: /Disable/ })).toBeNull()

    const beaRow = screen.getByRole('heading', { level: 2, name: 'Bea Ruiz' }).closest('li') as HTMLElement
    const roles = within(beaRow).getByRole('list', { name: 'Roles' })
    expect(within(roles).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Reporter', 'Reviewer'])
    expect(within(beaRow).getByRole('link', { name: 'Manage roles of Bea Ruiz' })).toHaveAttribute(
      'href',
      '/dashboard/owner/role-management?user=bea%40example.com',
    )
    expect(within(beaRow).getByRole('link', { name: 'Reports: Bea Ruiz' })).toHaveAttribute('href', '/dashboard/admin/all-violations?reporter=u2')
    expect(screen.getByText('2 users shown. More users are available.')).toBeInTheDocument()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }))
    const carl = await screen.findByRole('heading', { level: 2, name: /Carl Díaz/ })
    expect(within(carl).getByText('Disabled')).toBeInTheDocument()
    await waitFor(() => expect(carl).toHaveFocus())
    expect(userRequests().at(-1)?.get('cursor')).toBe('bea@example.com')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getByText('3 users shown.')).toBeInTheDocument()
  })

  it('searches as one types, once the typing stops, and filters by role', async () => {
    fakeOwnerApi(people())
    await openUsers()
    await screen.findByRole('heading', { level: 2, name: 'Bea Ruiz' })
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'carl')

    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Bea Ruiz' })).toBeNull())
    expect(screen.getByRole('heading', { level: 2, name: /Carl Díaz/ })).toBeInTheDocument()
    expect(userRequests().map((p) => p.get('q'))).toEqual([null, 'carl'])

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name or email' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'reviewer')
    await waitFor(() => expect(userRequests().at(-1)?.get('role')).toBe('reviewer'))
    expect(await screen.findByRole('heading', { level: 2, name: 'Bea Ruiz' })).toBeInTheDocument()
    await waitFor(() => expect(userRequests().at(-1)?.toString()).toBe('role=reviewer'))
    expect(screen.queryByRole('heading', { level: 2, name: /Ana Owner/ })).toBeNull()
  })

  it('disables a user after confirming, and says so', async () => {
    const store = fakeOwnerApi(people())
    await openUsers()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Disable Bea Ruiz' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Bea Ruiz?' })
    expect(dialog).toHaveTextContent('They will be signed out everywhere')
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(store.users[1]?.disabled).toBe(true)
    expect(await screen.findByText('Bea Ruiz is disabled and was signed out everywhere.')).toBeInTheDocument()
    // Radix gives the page back to assistive technology and returns the focus once the dialog's unmount effects have run: after a frame on Preact.
    const bea = await screen.findByRole('heading', { level: 2, name: /Bea Ruiz/ })
    expect(within(bea).getByText('Disabled')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enable Bea Ruiz' })).toHaveFocus())
  })

  it("shows the server's refusal in the dialog, translated, and cancels without a change", async () => {
    const store = fakeOwnerApi(people())
    server.use({ 'PUT /api/owner/users/u2/disabled': () => apiError(400, 'invalid', 'You cannot disable your own account.') })
    await i18n.changeLanguage('es')
    signInWith(['owner'])
    renderApp('/dashboard/owner/users')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Bea Ruiz' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar a Bea Ruiz?' })
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No puedes desactivar tu propia cuenta.')

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(store.users[1]?.disabled).toBe(false)
  })

  it('shows the empty state and the load error with a retry', async () => {
    server.use({ 'GET /api/owner/users': () => json(200, { items: [], next_cursor: null }) })
    await openUsers()
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument()
    expect(screen.getByText('0 users shown.')).toBeInTheDocument()
  })

  it('offers a retry when the list cannot load', async () => {
    server.use({ 'GET /api/owner/users': () => apiError(403, 'forbidden', 'no') })
    await openUsers()
    expect(await screen.findByText("We couldn't load the users.")).toBeInTheDocument()
    fakeOwnerApi(people())
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Bea Ruiz' })).toBeInTheDocument()
  })
})
