import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server, signInWith } from '@/testing/server'

// The first test loads the lazy page chunk and locale files; a busy machine can be slow.
const slowMachineTimeout = 20_000

type Row = { id: string; name: string; email: string; organization: string; message: string; status: string; notes: string; created_at: string; updated_at: string }

const rows = (): Row[] => [
  { id: 'r2', name: 'Bea Ruiz', email: 'bea@fund.example', organization: '=Evil Fund', message: 'Send the "deck", please', status: 'contacted', notes: '', created_at: '2026-03-05T10:00:00Z', updated_at: '2026-03-05T10:00:00Z' },
  { id: 'r1', name: 'Ana Díaz', email: 'ana@example.com', organization: '', message: '', status: 'new', notes: '', created_at: '2026-03-01T10:00:00Z', updated_at: '2026-03-01T10:00:00Z' },
]

function fakeApi(list: Row[]) {
  server.use({ 'GET /api/owner/investor-requests': () => json(200, list) })
  for (const row of list) {
    server.use({
      [`PATCH /api/owner/investor-requests/${row.id}`]: async (request) => {
        const body = (await request.json()) as { status: string; notes: string }
        Object.assign(row, body, { updated_at: '2026-03-06T00:00:00Z' })
        return json(200, row)
      },
    })
  }
}

async function open() {
  signInWith(['owner'])
  renderApp('/dashboard/owner/investors')
  await screen.findByRole('heading', { level: 1, name: 'Investors' })
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement

afterEach(() => vi.restoreAllMocks())

describe('owner investors page', { timeout: slowMachineTimeout }, () => {
  it('lists requests with a mailto link, organisation, message and received date, and filters by status', async () => {
    fakeApi(rows())
    await open()
    await screen.findByRole('heading', { level: 2, name: 'Bea Ruiz' })
    expect(screen.getByText('2 requests shown.')).toBeInTheDocument()
    const bea = card('Bea Ruiz')
    expect(within(bea).getByRole('link', { name: 'bea@fund.example' })).toHaveAttribute('href', 'mailto:bea@fund.example')
    expect(within(bea).getByText('=Evil Fund')).toBeInTheDocument()
    expect(within(bea).getByText('Send the "deck", please')).toBeInTheDocument()
    expect(within(bea).getByText(/^Received Mar 5, 2026/)).toBeInTheDocument()
    expect(within(card('Ana Díaz')).getByText('Not given')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Show'), 'New')
    expect(screen.queryByRole('heading', { level: 2, name: 'Bea Ruiz' })).toBeNull()
    expect(screen.getByText('1 request shown.')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Show'), 'Deck sent')
    expect(screen.getByText('No requests have this status.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled()
  })

  it('saves a status and notes with PATCH and shows a success toast', async () => {
    const list = rows()
    fakeApi(list)
    await open()
    await screen.findByRole('heading', { level: 2, name: 'Ana Díaz' })
    const ana = card('Ana Díaz')
    const user = userEvent.setup()
    await user.selectOptions(within(ana).getByLabelText('Status'), 'Deck sent')
    await user.type(within(ana).getByLabelText('Notes'), 'Sent on Monday')
    await user.click(within(ana).getByRole('button', { name: 'Save the request from Ana Díaz' }))
    expect(await screen.findByText('The request from Ana Díaz was saved.')).toBeInTheDocument()
    const patch = requests.find((r) => r.method === 'PATCH')
    expect(patch && new URL(patch.url).pathname).toBe('/api/owner/investor-requests/r1')
    expect(list[1]).toMatchObject({ status: 'deck_sent', notes: 'Sent on Monday' })
    await waitFor(() => expect(within(ana).getByText('Deck sent', { selector: 'span' })).toBeInTheDocument())
  })

  it('shows translated field errors next to the fields and keeps what was typed', async () => {
    fakeApi(rows())
    server.use({
      'PATCH /api/owner/investor-requests/r1': () =>
        json(400, { error: { code: 'invalid', message: 'invalid', fields: { notes: 'too_long', status: 'invalid_format' } } }),
    })
    await open()
    await screen.findByRole('heading', { level: 2, name: 'Ana Díaz' })
    const ana = card('Ana Díaz')
    const user = userEvent.setup()
    await user.type(within(ana).getByLabelText('Notes'), 'Very long notes')
    await user.click(within(ana).getByRole('button', { name: 'Save the request from Ana Díaz' }))
    const notes = within(ana).getByLabelText('Notes')
    await waitFor(() => expect(notes).toHaveAccessibleDescription(/The notes are too long/))
    expect(notes).toHaveAttribute('aria-invalid', 'true')
    expect(notes).toHaveValue('Very long notes')
    expect(within(ana).getByLabelText('Status')).toHaveAccessibleDescription('Choose one of the statuses.')
  })

  it('shows an error with a retry when the list cannot load, and an empty state', async () => {
    server.use({ 'GET /api/owner/investor-requests': () => apiError(403, 'forbidden', 'no') })
    await open()
    expect(await screen.findByText('The investor requests could not be loaded.')).toBeInTheDocument()
    fakeApi([])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/No investor requests yet/)).toBeInTheDocument()
  })

  it('downloads the shown rows as an escaped CSV', async () => {
    fakeApi(rows())
    const blobs: Blob[] = []
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:csv'
    })
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    await open()
    await screen.findByRole('heading', { level: 2, name: 'Bea Ruiz' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }))
    expect(click).toHaveBeenCalledOnce()
    const text = await blobs[0]?.text()
    const lines = text?.split('\r\n') ?? []
    expect(lines[0]).toBe('"Name","Email","Organization","Message","Status","Notes","Received"')
    expect(lines[1]).toBe('"Bea Ruiz","bea@fund.example","\'=Evil Fund","Send the ""deck"", please","Contacted","","2026-03-05T10:00:00Z"')
    expect(lines).toHaveLength(4)
  })
})
