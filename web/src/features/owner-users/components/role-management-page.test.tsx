import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { apiError, requests, server, signInWith } from '@/testing/server'

import { fakeOwnerApi, type FakeUser } from '@/testing/features/owner-users/fake-owner-api'

// The first test of a file loads the lazy page chunks and locale files; on a
// busy 2-core machine a whole flow can take longer than the 5 s default.
const slowMachineTimeout = 20_000

const people = (): FakeUser[] => [
  { id: 'u1', email: 'ana@example.com', first_name: 'Ana', last_name: 'Owner', roles: ['owner'], disabled: false },
  { id: 'u2', email: 'bea@example.com', first_name: 'Bea', last_name: 'Ruiz', roles: ['reporter'], disabled: false },
  { id: 'u3', email: 'carl@example.com', first_name: 'Carl', last_name: 'Díaz', roles: [], disabled: false },
]

function open(url: string) {
  signInWith(['owner'])
  return renderApp(url)
}

const roleCalls = () =>
  requests.filter((r) => r.url.includes('/roles/')).map((r) => `${r.method} ${new URL(r.url).pathname.split('/').pop() ?? ''}`)

describe('role management', { timeout: slowMachineTimeout }, () => {
  it('grants a role with its switch and the change appears in the audit log', async () => {
    const store = fakeOwnerApi(people(), [
      { user_id: 'u2', role: 'reporter', action: 'grant', actor_name: null, created_at: '2026-01-02T09:00:00Z' },
    ])
    open('/dashboard/owner/role-management?user=bea%40example.com')
    expect(await screen.findByRole('heading', { level: 2, name: 'Roles of Bea Ruiz' })).toBeInTheDocument()
    const log = screen.getByRole('region', { name: 'Role changes for Bea Ruiz' })
    expect(await within(log).findByText('The command line granted Reporter to bea@example.com')).toBeInTheDocument()

    const reviewer = screen.getByRole('switch', { name: 'Reviewer' })
    expect(reviewer).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Reporter' })).toBeChecked()
    await userEvent.setup().click(reviewer)

    expect(await screen.findByText('Bea Ruiz now has the Reviewer role.')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Reviewer' })).toBeChecked()
    expect(store.users[1]?.roles).toEqual(['reporter', 'reviewer'])
    expect(await within(log).findByText('Olga Owner granted Reviewer to bea@example.com')).toBeInTheDocument()
    const entry = within(log).getByText('Olga Owner granted Reviewer to bea@example.com').closest('li') as HTMLElement
    // The hour depends on the machine's time zone; the date and the machine-readable time do not.
    expect(within(entry).getByText(/^Mar 4, 2026, \d{1,2}:\d{2}\s?[AP]M$/)).toHaveAttribute('datetime', '2026-03-04T15:05:00Z')
  })

  it('revokes with the switch; locks reporter when it is the only role', async () => {
    const store = fakeOwnerApi(people())
    store.users[1]?.roles.push('reviewer')
    open('/dashboard/owner/role-management?user=bea%40example.com')
    const reporter = await screen.findByRole('switch', { name: 'Reporter' })
    expect(reporter).toBeEnabled()
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Reviewer' }))

    expect(await screen.findByText('Bea Ruiz no longer has the Reviewer role.')).toBeInTheDocument()
    expect(roleCalls()).toEqual(['DELETE reviewer'])
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Reporter' })).toBeDisabled())
    expect(screen.getByRole('switch', { name: 'Reporter' })).toHaveAccessibleDescription(
      'Files reports and follows them. Everyone without another role counts as a reporter.',
    )
  })

  it('keeps a user without roles a reporter when granting another role', async () => {
    const store = fakeOwnerApi(people())
    open('/dashboard/owner/role-management?user=carl%40example.com')
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Reviewer admin' }))
    expect(await screen.findByText('Carl Díaz now has the Reviewer admin role.')).toBeInTheDocument()
    expect(roleCalls()).toEqual(['PUT reporter', 'PUT reviewer_admin'])
    expect(store.users[2]?.roles).toEqual(['reporter', 'reviewer_admin'])
  })

  it("locks the owner's own owner role, and translates a refusal", async () => {
    fakeOwnerApi(people())
    server.use({ 'PUT /api/owner/users/u2/roles/owner': () => apiError(403, 'forbidden', 'no') })
    open('/dashboard/owner/role-management?user=ana%40example.com')
    const own = await screen.findByRole('switch', { name: 'Owner' })
    expect(own).toBeChecked()
    expect(own).toBeDisabled()
    expect(own).toHaveAccessibleDescription(expect.stringContaining("You can't remove your own owner role."))

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Choose another user' }))
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name or email' }), 'bea')
    await user.click(await screen.findByRole('button', { name: /Bea Ruiz/ }))
    await user.click(await screen.findByRole('switch', { name: 'Owner' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You no longer have permission to do this.')
    expect(screen.getByRole('switch', { name: 'Owner' })).not.toBeChecked()
  })

  it('picks a user by searching, and speaks Spanish with Spanish dates', async () => {
    await i18n.changeLanguage('es')
    fakeOwnerApi(people(), [
      { user_id: 'u3', role: 'reviewer', action: 'revoke', actor_name: 'Olga Owner', created_at: '2026-03-04T15:05:00Z' },
    ])
    const { router } = open('/dashboard/owner/role-management')
    const log = await screen.findByRole('region', { name: 'Cambios de roles' })
    const entry = await within(log).findByText('Olga Owner le quitó el rol Revisor/a a carl@example.com')
    expect(within(entry.closest('li') as HTMLElement).getByText(/4 mar 2026/)).toBeInTheDocument()

    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Busca por nombre o correo' }), 'carl')
    await user.click(await screen.findByRole('button', { name: /Carl Díaz/ }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Roles de Carl Díaz' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?user=carl%40example.com')
    expect(screen.getByRole('switch', { name: 'Residente' })).toBeDisabled()
  })

  it('says when the user in the link does not exist, and offers the search', async () => {
    fakeOwnerApi(people())
    open('/dashboard/owner/role-management?user=nobody%40example.com')
    expect(await screen.findByText("We couldn't find that user. Search for them below.")).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toBeInTheDocument()
  })
})

describe('owner home', { timeout: slowMachineTimeout }, () => {
  it('links to the owner tools', async () => {
    open('/dashboard/owner')
    const tools = await screen.findByRole('navigation', { name: 'Owner tools' })
    expect(within(tools).getByRole('link', { name: /Users/ })).toHaveAttribute('href', '/dashboard/owner/users')
    expect(within(tools).getByRole('link', { name: /Role management/ })).toHaveAttribute('href', '/dashboard/owner/role-management')
  })
})
