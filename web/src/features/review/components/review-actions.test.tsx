import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, requests, server, signInWith } from '@/testing/server'

import { aStaffReport, serveQueue } from '@/testing/features/review/fake-queue'

const transitionBodies = async (id: string) =>
  Promise.all(
    requests
      .filter((r) => r.method === 'POST' && new URL(r.url).pathname === `/api/reports/${id}/transitions`)
      .map(async (r) => (await r.clone().json()) as Record<string, unknown>),
  )

async function open(url: string, roles: string[]) {
  signInWith(roles)
  const view = renderApp(url)
  await screen.findByRole('heading', { name: 'Decision' })
  return { ...view, user: userEvent.setup() }
}

beforeEach(() => window.sessionStorage.clear())

describe('review actions', { timeout: 15_000 }, () => {
  it('shows the report: photos large and in a keyboard-operable lightbox, details, reporter, plate and history', async () => {
    const photo = { id: 'one', url: '/media/one/public?sig=x', thumbnail_url: '/media/one/thumb?sig=x', content_type: 'image/jpeg' }
    serveQueue([aStaffReport({ id: 'a', photos: [photo, { ...photo, id: 'second', url: '/media/second/public?sig=x' }] })])
    const { user } = await open('/dashboard/admin/screening?id=a', ['reporter_admin'])
    expect(screen.getByText('Rosa Díaz')).toBeInTheDocument()
    expect(screen.getByText('ABC123')).toBeInTheDocument()
    expect(await screen.findByText('Filed (Screening)')).toBeInTheDocument()
    expect(await screen.findByText('No other report of this type within 50 m in the last 7 days.')).toBeInTheDocument()

    // Staff see each photo's public copy large, in the check step, and zoom from there.
    expect(screen.getByRole('img', { name: 'Public copy of photo 1 of 2, as the public will see it' })).toHaveAttribute('src', '/media/one/public?sig=x')
    await user.click(screen.getByRole('button', { name: 'Zoom in on photo 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Photo viewer' })
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of 2 attached to the report' })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 2 attached to the report' })).toBeInTheDocument()
    await user.keyboard('+')
    expect(within(dialog).getByText('150%')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows each possible duplicate with its thumbnail, description and distance', async () => {
    const [a] = serveQueue([aStaffReport({ id: 'a', latitude: 40.7178, longitude: -74.0431 })])
    const dup = aStaffReport({
      id: 'd',
      status: 'pending',
      latitude: 40.7181,
      longitude: -74.0431,
      description: 'Same pothole, now deeper',
      photos: [{ id: 'p', url: '/media/p/public?sig=x', thumbnail_url: '/media/p/thumb?sig=x', content_type: 'image/jpeg' }],
    })
    server.use({ 'GET /api/reports/a/duplicates': () => json(200, [dup]) })
    await open(`/dashboard/admin/screening?id=${a?.id ?? ''}`, ['reporter_admin'])
    const hint = await screen.findByTestId('duplicate-hint')
    expect(within(hint).getByText('Same pothole, now deeper')).toBeInTheDocument()
    expect(within(hint).getByText('33 m away')).toBeInTheDocument()
    expect(hint.querySelector('img')?.getAttribute('src')).toBe('/media/p/thumb?sig=x')
  })

  it('requires a reason to reject, and a note when the reason is Other; nothing is sent until then', async () => {
    serveQueue([aStaffReport({ id: 'a' }), aStaffReport({ id: 'b', uploaded_at: '2025-03-20T09:00:00Z' })])
    const { user, router } = await open('/dashboard/admin/screening?id=a', ['reporter_admin'])
    await screen.findByText('1/2')
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this report' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject report' }))
    const reason = within(dialog).getByRole('combobox', { name: /Reason/ })
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(reason).toHaveAccessibleDescription('This is required.')

    await user.selectOptions(reason, 'other')
    await user.click(within(dialog).getByRole('button', { name: 'Reject report' }))
    const note = within(dialog).getByRole('textbox', { name: /Note/ })
    expect(note).toHaveAccessibleDescription(expect.stringContaining('This is required.'))
    expect(await transitionBodies('a')).toEqual([])

    await user.type(note, 'Taken in another town.')
    await user.click(within(dialog).getByRole('button', { name: 'Reject report' }))
    await waitFor(() => expect(router.state.location.search).toBe('?id=b'))
    expect(await transitionBodies('a')).toEqual([{ to: 'rejected', expected_status: 'screening', reason_code: 'other', note: 'Taken in another town.' }])
  })

  it('forwards in one click and goes on to the next report', async () => {
    serveQueue([aStaffReport({ id: 'a' }), aStaffReport({ id: 'b', uploaded_at: '2025-03-20T09:00:00Z', description: 'Next one.' })])
    const { user, router } = await open('/dashboard/admin/screening?id=a', ['reporter_admin'])
    await screen.findByText('1/2')
    await user.click(screen.getByRole('button', { name: 'Forward to review' }))
    expect(await screen.findByText('Next one.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?id=b')
    expect(await transitionBodies('a')).toEqual([{ to: 'pending', expected_status: 'screening' }])
  })

  it('explains a conflict (someone else moved it first) and reloads the report', async () => {
    const [a] = serveQueue([aStaffReport({ id: 'a', status: 'pending' })])
    const { user, router } = await open('/dashboard/review/pending?id=a', ['reviewer'])
    if (a) a.status = 'approved' // another reviewer approved it a moment ago
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    const alerts = await screen.findAllByText(/Someone else changed this report/)
    expect(alerts.length).toBeGreaterThan(0)
    expect(await screen.findByText('This report is no longer in this queue: it is now Approved.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?id=a')
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })

  it('lets reviewers send back only with a note, and shows the conflict in Spanish', async () => {
    const [a] = serveQueue([aStaffReport({ id: 'a', status: 'pending' })])
    const { user } = await open('/dashboard/review/pending?id=a', ['reviewer'])
    await user.click(screen.getByRole('button', { name: 'Send back to screening' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send back to screening' })
    expect(within(dialog).queryByRole('combobox')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }))
    expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveAttribute('aria-invalid', 'true')
    expect(await transitionBodies('a')).toEqual([])

    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Cambiar a español' }))
    if (a) a.status = 'screening'
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }))
    expect((await screen.findAllByText(/Otra persona cambió este reporte/)).length).toBeGreaterThan(0)
  })
})

describe('placing a report filed without a point', { timeout: 15_000 }, () => {
  it('staff type the coordinates (or use the map), save them, and the map replaces the form', async () => {
    const [a] = serveQueue([aStaffReport({ id: 'a', latitude: null, longitude: null, address: '15 Hidden Lane' })])
    const placed: unknown[] = []
    server.use({
      'PUT /api/reports/a/location': async (request) => {
        const body = (await request.json()) as { latitude: number; longitude: number }
        placed.push(body)
        // As the server: the report the queue serves has its point from now on.
        Object.assign(a as object, { latitude: body.latitude, longitude: body.longitude })
        return json(200, a)
      },
    })
    const { user } = await open('/dashboard/admin/screening?id=a', ['reporter_admin'])
    expect(await screen.findByText('No map point yet')).toBeInTheDocument()
    expect(screen.getByText('Address given: 15 Hidden Lane')).toBeInTheDocument()
    // The map feature's picker is there too (the app hands it in).
    expect(screen.getByRole('group', { name: 'Map' })).toBeInTheDocument()

    await user.type(screen.getByLabelText('Latitude'), '91')
    await user.type(screen.getByLabelText('Longitude'), '-74.04')
    await user.click(screen.getByRole('button', { name: 'Save the point' }))
    expect(screen.getByLabelText('Latitude')).toHaveAccessibleDescription(/Enter a latitude between -90 and 90/)
    expect(placed).toEqual([])

    await user.clear(screen.getByLabelText('Latitude'))
    await user.type(screen.getByLabelText('Latitude'), '40,7201')
    await user.click(screen.getByRole('button', { name: 'Save the point' }))
    await waitFor(() => expect(placed).toEqual([{ latitude: 40.7201, longitude: -74.04 }]))
    expect(await screen.findByText('Latitude 40.72010, longitude -74.04000')).toBeInTheDocument()
    expect(screen.queryByText('No map point yet')).toBeNull()
  })
})
