import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server, signInWith } from '@/testing/server'

// The first test loads the lazy page chunk and locale files; a busy machine can be slow.
vi.setConfig({ testTimeout: 20_000 })

type Job = Record<string, unknown> & { id: number; state: string }

const overview = (): { counts: unknown[]; jobs: Job[] } => ({
  counts: [
    { kind: 'process_photo', state: 'completed', count: 12 },
    { kind: 'process_photo', state: 'retryable', count: 1 },
    { kind: 'process_photo', state: 'discarded', count: 1 },
    { kind: 'send_digest', state: 'available', count: 3 },
    { kind: 'deliver_report', state: 'completed', count: 2 },
    { kind: 'send_email', state: 'completed', count: 5 },
  ],
  jobs: [
    {
      id: 123,
      kind: 'process_photo',
      state: 'retryable',
      attempt: 2,
      max_attempts: 10,
      queue: 'photos',
      created_at: '2026-03-05T10:00:00Z',
      scheduled_at: '2026-03-05T10:05:00Z',
      finalized_at: null,
      errors: [
        { at: '2026-03-05T10:00:30Z', attempt: 1, error: 'photo storage is slow' },
        { at: '2026-03-05T10:01:30Z', attempt: 2, error: 'photo storage refuses writes' },
      ],
    },
    {
      id: 122,
      kind: 'send_digest',
      state: 'running',
      attempt: 1,
      max_attempts: 3,
      queue: 'default',
      created_at: '2026-03-05T09:00:00Z',
      scheduled_at: '2026-03-05T09:00:00Z',
      finalized_at: null,
      errors: null,
    },
  ],
})

const jobsCalls = () => requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/owner/jobs').length

async function open() {
  signInWith(['owner'])
  const view = renderApp('/dashboard/owner/jobs')
  await screen.findByRole('heading', { level: 1, name: 'Background jobs' })
  return { ...view, user: userEvent.setup() }
}

describe('owner background jobs page', () => {
  it('shows the counts per kind and state, with kinds named (an unknown one as is)', async () => {
    server.use({ 'GET /api/owner/jobs': () => json(200, overview()) })
    await open()
    const table = await screen.findByRole('table', { name: 'How many jobs of each kind are in each state.' })
    const photoRow = within(table).getByRole('row', { name: /Photo processing/ })
    const cells = within(photoRow).getAllByRole('cell').map((c) => c.textContent)
    // Waiting, Scheduled, Running, Will retry, Completed, Cancelled, Discarded, Total
    expect(cells).toEqual(['0', '0', '0', '1', '12', '0', '1', '14'])
    expect(within(table).getByRole('columnheader', { name: 'Will retry' })).toBeInTheDocument()
    expect(within(table).getByRole('rowheader', { name: 'send_digest' })).toBeInTheDocument()
    expect(within(table).getByRole('rowheader', { name: 'Delivery to departments' })).toBeInTheDocument()
    expect(within(table).getByRole('rowheader', { name: 'Emails' })).toBeInTheDocument()
  })

  it('lists each job with its attempts, next try and last error, and retries a failed one now', async () => {
    const data = overview()
    server.use({
      'GET /api/owner/jobs': () => json(200, data),
      'POST /api/owner/jobs/123/retry': () => {
        const job = data.jobs[0]
        if (job) Object.assign(job, { state: 'available', scheduled_at: '2026-03-05T10:02:00Z' })
        return new Response(null, { status: 204 })
      },
    })
    const { user } = await open()
    const card = await screen.findByRole('article', { name: 'Photo processing · job 123' })
    expect(within(card).getByText('Will retry')).toBeInTheDocument()
    expect(within(card).getByText('2 of 10')).toBeInTheDocument()
    expect(within(card).getByText('Next try').nextElementSibling).toHaveTextContent(/^Mar 5, 2026/)
    expect(within(card).getByText('photo storage refuses writes')).toBeInTheDocument()
    expect(within(card).queryByText('photo storage is slow')).toBeNull()
    const running = screen.getByRole('article', { name: 'send_digest · job 122' })
    expect(within(running).getByText('Running now')).toBeInTheDocument()
    expect(within(running).getByText('None recorded.')).toBeInTheDocument()
    // Only a job that failed, gave up or was cancelled can be retried.
    expect(within(running).queryByRole('button', { name: 'Retry now' })).toBeNull()

    const retry = within(card).getByRole('button', { name: 'Retry now' })
    expect(retry).toHaveAccessibleDescription('Photo processing · job 123')
    await user.click(retry)
    const notice = await screen.findByText('Photo processing · job 123 will run again now.', { selector: 'p' })
    await waitFor(() => expect(notice).toHaveFocus())
    expect(requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/owner/jobs/123/retry')).toBe(true)
    // The list is asked again: the job now waits, with nothing to retry.
    await waitFor(() => expect(within(card).getByText('Waiting')).toBeInTheDocument())
    expect(within(card).queryByRole('button', { name: 'Retry now' })).toBeNull()
  })

  it('says why a retry was refused', async () => {
    server.use({
      'GET /api/owner/jobs': () => json(200, overview()),
      'POST /api/owner/jobs/123/retry': () => apiError(409, 'conflict', 'not retryable'),
    })
    const { user } = await open()
    const card = await screen.findByRole('article', { name: 'Photo processing · job 123' })
    await user.click(within(card).getByRole('button', { name: 'Retry now' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent("This job can't be retried in its current state.")
  })

  it('shows the empty state and asks again every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      server.use({ 'GET /api/owner/jobs': () => json(200, { counts: [], jobs: [] }) })
      await open()
      expect(await screen.findByText('No jobs waiting or failed')).toBeInTheDocument()
      const before = jobsCalls()
      await vi.advanceTimersByTimeAsync(10_500)
      await waitFor(() => expect(jobsCalls()).toBeGreaterThan(before))
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a load error with a retry, in Spanish too', async () => {
    server.use({ 'GET /api/owner/jobs': () => apiError(503, 'unavailable', 'down') })
    const { user } = await open()
    expect(await screen.findByText('The jobs could not be loaded.', undefined, { timeout: 15_000 })).toBeInTheDocument()
    server.use({ 'GET /api/owner/jobs': () => json(200, overview()) })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'Photo processing · job 123' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cambiar a español' }))
    expect(await screen.findByRole('article', { name: 'Procesamiento de fotos · tarea 123' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reintentar ahora' })).toBeInTheDocument()
  })
})
