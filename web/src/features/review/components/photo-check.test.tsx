import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { fakeEventStream } from '@/testing/event-stream'
import { aStaffReport, serveQueue } from '@/testing/features/review/fake-queue'
import { renderApp } from '@/testing/render-app'
import { apiError, json, requests, server, signInWith } from '@/testing/server'

const posts = (path: string) =>
  Promise.all(
    requests
      .filter((r) => r.method === 'POST' && new URL(r.url).pathname === path)
      .map(async (r) => (await r.clone().json()) as unknown),
  )

const processing = (id: string) => ({ id, content_type: 'image/jpeg', state: 'processing', original_url: `/media/${id}/original?sig=x` })
const ready = (id: string) => ({
  id,
  content_type: 'image/jpeg',
  state: 'ready',
  url: `/media/${id}/public?sig=x`,
  thumbnail_url: `/media/${id}/thumb?sig=x`,
  original_url: `/media/${id}/original?sig=x`,
})

async function open(url: string, roles: string[]) {
  signInWith(roles)
  const stream = fakeEventStream()
  server.use({ 'GET /api/events': stream.handler })
  const view = renderApp(url)
  await screen.findByRole('heading', { name: 'Decision' })
  return { ...view, stream, user: userEvent.setup() }
}

beforeEach(() => window.sessionStorage.clear())

describe('photo check before approval', { timeout: 20_000 }, () => {
  it('shows a placeholder for a photo still processing, and the photo once report.photo_processed arrives', async () => {
    const [a] = serveQueue([aStaffReport({ id: 'a', status: 'pending', photos: [processing('pa'), { ...processing('pb'), state: 'failed' }] })])
    const { stream } = await open('/dashboard/review/pending?id=a', ['reviewer'])
    const step = screen.getByRole('region', { name: 'Check photos' })
    expect(within(step).getByText('Processing photo…').closest('[role="status"]')).not.toBeNull()
    expect(within(step).getByText('This photo could not be processed')).toBeInTheDocument()
    expect(within(step).getByText(/Some photos are still being processed/)).toBeInTheDocument()
    expect(within(step).queryByRole('img')).toBeNull()

    // The background job finishes: the server says so, and the photo replaces its placeholder.
    await waitFor(() => expect(stream.openCount()).toBe(1))
    if (a) a.photos = [ready('pa'), { ...processing('pb'), state: 'failed' }]
    stream.send('report.photo_processed', { id: 'a', photo_id: 'pa' })
    expect(await within(step).findByRole('img', { name: 'Public copy of photo 1 of 2, as the public will see it' })).toHaveAttribute('src', '/media/pa/public?sig=x')
    expect(within(step).queryByText('Processing photo…')).toBeNull()
    expect(within(step).getByRole('link', { name: 'Blur a face or licence plate in photo 1' })).toHaveAttribute('href', '/dashboard/photos/pa')
  })

  it('"Photos checked" posts to the route, then says who checked them and when; the history shows it', async () => {
    const [a] = serveQueue([aStaffReport({ id: 'a', status: 'pending', photos: [ready('pa')], photos_checked_at: null, photos_checked_by: '' })])
    server.use({
      'POST /api/reports/a/photos-check': () => {
        Object.assign(a as object, { photos_checked_at: '2025-03-15T10:30:00Z', photos_checked_by: 'Luis Pérez' })
        return json(200, a)
      },
      'GET /api/reports/a/events': () =>
        json(200, [
          { id: 'e1', from: null, to: 'screening', created_at: '2025-03-14T09:00:00Z' },
          ...(a?.photos_checked_at ? [{ id: 'e2', from: 'pending', to: 'pending', reason_code: 'photos_checked', created_at: a.photos_checked_at, actor_name: 'Luis Pérez' }] : []),
        ]),
    })
    const { user } = await open('/dashboard/review/pending?id=a', ['reviewer'])
    expect(screen.getByText(/^Not checked yet/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Photos checked' }))
    const done = await screen.findByText(/^Photos checked by Luis Pérez on Mar 15, 2025/)
    await waitFor(() => expect(done).toHaveFocus())
    expect(await posts('/api/reports/a/photos-check')).toEqual([{}])
    expect(screen.queryByRole('button', { name: 'Photos checked' })).toBeNull()
    // The history entry keeps the status: it reads as the check, not as a move.
    const history = screen.getByRole('region', { name: 'History' })
    expect(await within(history).findByText('Photos checked')).toBeInTheDocument()
    expect(within(history).queryByText('Pending review → Pending review')).toBeNull()
  })

  it('says why the photos cannot be checked yet when the route answers photos_unchecked', async () => {
    serveQueue([aStaffReport({ id: 'a', status: 'pending', photos: [ready('pa')], photos_checked_at: null })])
    server.use({ 'POST /api/reports/a/photos-check': () => apiError(409, 'photos_unchecked', 'The photos are still being processed.') })
    const { user } = await open('/dashboard/review/pending?id=a', ['reviewer'])
    await user.click(screen.getByRole('button', { name: 'Photos checked' }))
    expect(await screen.findByText("The photos can't be checked yet: some are still being processed or could not be processed.")).toBeInTheDocument()
  })

  it('an approval refused with photos_unchecked shows the translated reason and moves the focus to the check step', async () => {
    serveQueue([aStaffReport({ id: 'a', status: 'pending', photos: [ready('pa')], photos_checked_at: null })])
    server.use({
      'POST /api/reports/a/transitions': () => apiError(409, 'photos_unchecked', 'Check the photos before approving: faces and licence plates must be blurred.'),
    })
    const { user } = await open('/dashboard/review/pending?id=a', ['reviewer'])
    const approve = screen.getByRole('button', { name: 'Approve' })
    await user.click(approve)
    const message = 'Check the photos before approving: faces and licence plates must be blurred.'
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check photos' })).toHaveFocus())
    // Not mistaken for someone else's move: the report stays, the button stays usable.
    expect(screen.queryByText(/Someone else changed this report/)).toBeNull()
    expect(approve).toBeEnabled()
  })

  it('the approval error is in Spanish too', async () => {
    serveQueue([aStaffReport({ id: 'a', status: 'pending', photos: [ready('pa')], photos_checked_at: null })])
    server.use({ 'POST /api/reports/a/transitions': () => apiError(409, 'photos_unchecked', 'unchecked') })
    const { user } = await open('/dashboard/review/pending?id=a', ['reviewer'])
    await user.click(screen.getByRole('button', { name: 'Cambiar a español' }))
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa las fotos antes de aprobar: las caras y las placas deben estar difuminadas.')
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Revisar las fotos' })).toHaveFocus())
  })

  it('a private report (renter protection) has no check step: its photos show as a gallery', async () => {
    serveQueue([aStaffReport({ id: 'a', status: 'pending', category: 'renter-protection', type: 'repairs', photos: [ready('pa'), processing('pb')] })])
    await open('/dashboard/review/pending?id=a', ['reviewer'])
    expect(screen.queryByRole('heading', { name: 'Check photos' })).toBeNull()
    const photos = screen.getByRole('region', { name: 'Photos' })
    expect(within(photos).getByRole('button', { name: 'Open photo 1 of 2' })).toBeInTheDocument()
    expect(within(photos).getByRole('status')).toHaveTextContent('Processing photo…')
  })
})

describe("the reporter's own report page", { timeout: 20_000 }, () => {
  it('shows a placeholder in place of a photo still processing', async () => {
    signInWith(['reporter'])
    const report = aStaffReport({ id: 'm', photos: [processing('pm')], reporter: undefined, license_plate: undefined })
    server.use({
      'GET /api/reports/m': () => json(200, report),
      'GET /api/reports/m/events': () => json(200, []),
    })
    renderApp('/dashboard/violations/m')
    const photos = await screen.findByRole('region', { name: 'Photos' })
    expect(within(photos).getByRole('status')).toHaveTextContent('Processing photo…')
    expect(screen.queryByRole('heading', { name: 'Check photos' })).toBeNull()
  })
})
