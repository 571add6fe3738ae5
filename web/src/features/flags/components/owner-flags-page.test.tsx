import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { signedInShell } from '@/app/routes/dashboard/test-setup'
import { renderApp } from '@/testing/render-app'
import { json, requests, server } from '@/testing/server'

type Flag = { flag_id: string; description: string; enabled: boolean; roles: Record<string, boolean> }

function ownerFlags(initial: Flag[]) {
  const flags = structuredClone(initial)
  server.use({ 'GET /api/owner/flags': () => json(200, flags) })
  return flags
}

const sent = (method: string) => requests.filter((r) => r.method === method && new URL(r.url).pathname.startsWith('/api/owner/flags/'))

const violations: Flag = { flag_id: 'nav_reporter_violations', description: 'server text', enabled: true, roles: { reviewer: false } }
const analytics: Flag = { flag_id: 'analytics', description: 'server text', enabled: false, roles: {} }

async function card(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name })
  return within(heading.closest('li') as HTMLElement)
}

describe('owner feature flags page', { timeout: 15_000 }, () => {
  it('lists every flag with its translated description, global value and role values', async () => {
    signedInShell(['owner'])
    ownerFlags([analytics, violations])
    renderApp('/dashboard/owner/feature-flags')
    const flag = await card('Sidebar: Reporter › Your Violations')
    expect(flag.getByText('Shows the Your Violations link in the sidebar\'s Reporter section.')).toBeInTheDocument()
    expect(flag.getByRole('switch', { name: 'Global value Sidebar: Reporter › Your Violations' })).toBeChecked()
    expect(flag.getByRole('combobox', { name: 'Reviewer' })).toHaveValue('off')
    expect(flag.getByRole('combobox', { name: 'Owner' })).toHaveValue('inherit')
    expect(within(flag.getByRole('combobox', { name: 'Owner' })).getByRole('option', { name: 'Same as global (On)' })).toBeInTheDocument()
    expect((await card('Page-view analytics')).getByRole('switch')).not.toBeChecked()
    // In the sidebar's order, whatever order the server sends.
    expect(within(screen.getByRole('list', { name: 'Every feature flag' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sidebar: Reporter › Your Violations', 'Page-view analytics'])
  })

  it('switches a flag globally at once and keeps it when the server agrees', async () => {
    signedInShell(['owner'])
    const flags = ownerFlags([violations])
    let release: () => void = () => undefined
    server.use({
      'PUT /api/owner/flags/nav_reporter_violations': () =>
        new Promise<Response>((resolve) => {
          release = () => {
            if (flags[0]) flags[0].enabled = false
            resolve(json(200, flags[0]))
          }
        }),
    })
    renderApp('/dashboard/owner/feature-flags')
    const toggle = (await card('Sidebar: Reporter › Your Violations')).getByRole('switch')
    await userEvent.click(toggle)
    // Optimistic: off before the server answers.
    expect(toggle).not.toBeChecked()
    await waitFor(() => expect(sent('PUT')).toHaveLength(1))
    expect(await sent('PUT')[0]?.json()).toEqual({ enabled: false })
    act(() => release())
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/api/owner/flags')).length).toBeGreaterThan(1))
    expect(toggle).not.toBeChecked()
  })

  it('rolls back and says so when the server refuses', async () => {
    signedInShell(['owner'])
    ownerFlags([violations])
    server.use({ 'PUT /api/owner/flags/nav_reporter_violations': () => json(500, { error: { code: 'internal', message: 'x' } }) })
    renderApp('/dashboard/owner/feature-flags')
    const toggle = (await card('Sidebar: Reporter › Your Violations')).getByRole('switch')
    await userEvent.click(toggle)
    expect(await screen.findByText('The change could not be saved, so the previous value is back. Try again.')).toBeInTheDocument()
    expect(toggle).toBeChecked()
  })

  it('sets a role on or off with PUT and back to the global value with DELETE', async () => {
    signedInShell(['owner'])
    const flags = ownerFlags([violations])
    const stored = () => flags[0] as Flag
    server.use({
      'PUT /api/owner/flags/nav_reporter_violations/roles/owner': async (r) => {
        stored().roles.owner = ((await r.clone().json()) as { enabled: boolean }).enabled
        return json(200, stored())
      },
      'DELETE /api/owner/flags/nav_reporter_violations/roles/reviewer': () => {
        stored().roles = { owner: stored().roles.owner ?? true }
        return json(200, stored())
      },
    })
    renderApp('/dashboard/owner/feature-flags')
    const flag = await card('Sidebar: Reporter › Your Violations')
    await userEvent.selectOptions(flag.getByRole('combobox', { name: 'Owner' }), 'off')
    expect(flag.getByRole('combobox', { name: 'Owner' })).toHaveValue('off')
    await userEvent.selectOptions(flag.getByRole('combobox', { name: 'Reviewer' }), 'inherit')
    expect(flag.getByRole('combobox', { name: 'Reviewer' })).toHaveValue('inherit')
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1))
    expect(await sent('PUT')[0]?.json()).toEqual({ enabled: false })
    expect(stored().roles).toEqual({ owner: false })
  })

  it('shows changes made elsewhere live', async () => {
    const stream = signedInShell(['owner'])
    const flags = ownerFlags([violations])
    renderApp('/dashboard/owner/feature-flags')
    const toggle = (await card('Sidebar: Reporter › Your Violations')).getByRole('switch')
    await waitFor(() => expect(stream.openCount()).toBe(1))
    if (flags[0]) flags[0].enabled = false
    act(() => stream.send('flags.updated', { nav_reporter_violations: false }))
    await waitFor(() => expect(toggle).not.toBeChecked())
  })

  it('documents each flag with its default, current values and the rule', async () => {
    signedInShell(['owner'])
    ownerFlags([violations, analytics])
    renderApp('/dashboard/owner/documentation/feature-flags')
    expect(await screen.findByRole('heading', { level: 2, name: 'How a flag is decided for a person' })).toBeInTheDocument()
    const flag = await card('Sidebar: Reporter › Your Violations')
    const table = flag.getByRole('table')
    const row = (role: string) => within(table).getByRole('rowheader', { name: role }).closest('tr') as HTMLElement
    const reviewer = row('Reviewer')
    expect(within(reviewer).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Off', 'Off'])
    const owner = row('Owner')
    expect(within(owner).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Follows global', 'On'])
    const docs = await card('Page-view analytics')
    expect(docs.getByText('Default').nextElementSibling).toHaveTextContent('Off')
  })

  it('indexes the owner documentation', async () => {
    signedInShell(['owner'])
    renderApp('/dashboard/owner/documentation')
    const list = await screen.findByRole('list', { name: 'Owner documentation' })
    expect(within(list).getByRole('link', { name: /Feature flag documentation/ })).toHaveAttribute('href', '/dashboard/owner/documentation/feature-flags')
    expect(within(list).getByRole('link', { name: /Manage feature flags/ })).toHaveAttribute('href', '/dashboard/owner/feature-flags')
  })
})
