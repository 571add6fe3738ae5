import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { json, requests, server, signInWith } from '@/testing/server'

// The first test of a file loads the lazy page chunks and locale files; on a
// busy 2-core machine a whole flow can take longer than the 5 s default.
const slowMachineTimeout = 20_000

const hotline = { name: 'City Tenant Hotline', description: { en: 'The city line.', es: 'La línea de la ciudad.' }, phone: '311', languages: ['en', 'es'] }

function fakeResources(custom = false) {
  let list = { resources: [hotline], custom }
  const saved: unknown[] = []
  server.use({
    'GET /api/owner/chat/resources': () => json(200, list),
    'PUT /api/owner/chat/resources': async (request) => {
      const body = (await request.json()) as { resources: (typeof hotline)[] }
      saved.push(body)
      list = { resources: body.resources, custom: true }
      return json(200, list)
    },
    'DELETE /api/owner/chat/resources': () => {
      list = { resources: [hotline], custom: false }
      return json(200, list)
    },
  })
  return saved
}

describe('assistant resources page', { timeout: slowMachineTimeout }, () => {
  it('adds a resource: every problem is marked at once, the first field takes the focus, then the list is saved in order', async () => {
    const saved = fakeResources()
    signInWith(['owner'])
    renderApp('/dashboard/owner/chat-resources')
    await screen.findByRole('heading', { level: 1, name: 'Assistant resources' })
    expect(await screen.findByText('The list set on the server (CHAT_RESOURCES_FILE)')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Resource 1: City Tenant Hotline' })).toBeInTheDocument()
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Add a resource' }))
    const added = screen.getByRole('group', { name: 'Resource 2: new resource 2' })
    await waitFor(() => expect(within(added).getByLabelText(/^Name/)).toHaveFocus())
    await user.type(within(added).getByLabelText('Web address'), 'ftp://files.example')
    await user.click(screen.getByRole('button', { name: 'Save resources' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Fix the 5 marked fields, then save again.')
    const name = within(added).getByLabelText(/^Name/)
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAccessibleDescription('Give the resource a name.')
    expect(within(added).getByLabelText('Web address')).toHaveAccessibleDescription(/Enter a web address that starts with https:\/\//)
    expect(within(added).getByLabelText(/^Languages spoken/)).toHaveAccessibleDescription(/List at least one language\./)
    expect(saved).toEqual([])

    await user.type(name, 'Harbor Tenants Union')
    await user.type(within(added).getByLabelText(/^Description in English/), 'Organizers who help tenants.')
    await user.type(within(added).getByLabelText(/^Description in Spanish/), 'Organizadores que ayudan a inquilinos.')
    await user.clear(within(added).getByLabelText('Web address'))
    await user.type(within(added).getByLabelText('Web address'), 'https://tenants.harbor.example')
    await user.type(within(added).getByLabelText(/^Languages spoken/), 'ES, en')
    await user.click(within(added).getByRole('checkbox', { name: 'Illegal Lockout' }))
    // Moved first: the assistant lists resources in this order.
    await user.click(screen.getByRole('button', { name: 'Move Harbor Tenants Union up' }))
    await user.click(screen.getByRole('button', { name: 'Save resources' }))

    expect(await screen.findByText("Your city's list")).toBeInTheDocument()
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved).toEqual([
      {
        resources: [
          { name: 'Harbor Tenants Union', description: { en: 'Organizers who help tenants.', es: 'Organizadores que ayudan a inquilinos.' }, web: 'https://tenants.harbor.example', languages: ['es', 'en'], types: ['illegal-lockouts'] },
          hotline,
        ],
      },
    ])
    expect(screen.getByRole('group', { name: 'Resource 1: Harbor Tenants Union' })).toBeInTheDocument()
  })

  it("shows the server's field errors beside their fields, in Spanish, and deletes the city's list after confirming", async () => {
    fakeResources(true)
    server.use({
      'PUT /api/owner/chat/resources': () =>
        json(400, { error: { code: 'invalid', message: 'chat resources: …', fields: { 'resources.0.types': 'not_allowed' } } }),
    })
    await i18n.changeLanguage('es')
    signInWith(['owner'])
    renderApp('/dashboard/owner/chat-resources')
    await screen.findByRole('heading', { level: 1, name: 'Recursos del asistente' })
    expect(await screen.findByText('La lista de tu ciudad')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Guardar recursos' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Hay 1 campo marcado: corrígelo y vuelve a guardar.')
    expect(screen.getByText('Uno de estos tipos ya no existe; desmárcalo.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Borrar nuestra lista' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Borrar la lista de tu ciudad?' })
    await user.click(within(dialog).getByRole('button', { name: 'Borrar nuestra lista' }))
    expect(await screen.findByText('La lista configurada en el servidor (CHAT_RESOURCES_FILE)')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1)
  })
})
