import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { fakeEventStream } from '@/testing/event-stream'
import { lastXHR } from '@/testing/features/reports/fake-xhr'
import { aReport, plainPhoto } from '@/testing/features/reports/fixtures'
import { openForm } from '@/testing/features/reports/render-form'
import { renderApp } from '@/testing/render-app'
import { json, server, signInWith } from '@/testing/server'

import type { Report } from '../api/report-schema'

// Whole-app renders load page chunks and locales: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

const processing = { id: 'p1', content_type: 'image/jpeg', state: 'processing' }

describe('photos processed in the background', () => {
  it('after filing, the confirmation says the photos are being prepared', async () => {
    const { user, photoInput } = await openForm('/dashboard/upload/road-infrastructure/pothole', 'Pothole')
    await user.click(screen.getByLabelText('What happened?'))
    await user.paste('A deep pothole in the right lane, about a metre wide.')
    await user.click(screen.getByLabelText('Address or cross streets'))
    await user.paste('Grove St')
    await user.upload(photoInput(), plainPhoto())
    // The photo's bytes are checked before it is added (a file read): on a busy machine, after upload() returns.
    expect(await screen.findByText('1 of 5 chosen')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    lastXHR().respond(201, aReport({ id: 'new-1', photos: [processing] }))
    expect(await screen.findByRole('heading', { name: 'Thank you! Your report was sent' })).toBeInTheDocument()
    expect(screen.getByText("Your photos are being prepared. They'll appear with your report in a moment.")).toBeInTheDocument()
  })

  it('My Violations shows a placeholder while a photo is processed, and the photo when report.photo_processed arrives', async () => {
    signInWith(['reporter'])
    const stream = fakeEventStream()
    let report: Report = aReport({ id: 'a', photos: [processing] })
    server.use({
      'GET /api/events': stream.handler,
      'GET /api/reports/mine': () => json(200, { items: [report], next_cursor: null }),
    })
    renderApp('/dashboard/violations')
    const card = await screen.findByRole('article', { name: 'Pothole' })
    expect(within(card).getByRole('status')).toHaveTextContent('Processing photo…')
    expect(within(card).queryByRole('img')).toBeNull()

    await waitFor(() => expect(stream.openCount()).toBe(1))
    report = { ...report, photos: [{ ...processing, state: 'ready', url: '/media/p1/public?sig=x', thumbnail_url: '/media/p1/thumb?sig=x' }] }
    stream.send('report.photo_processed', { id: 'a', photo_id: 'p1' })
    expect(await within(card).findByRole('img', { name: 'Photo of the report: Pothole' })).toHaveAttribute('src', '/media/p1/thumb?sig=x')
    expect(within(card).queryByText('Processing photo…')).toBeNull()
  })

  it('shows the photo even when the event was missed: the list is read again while a photo is processing', async () => {
    signInWith(['reporter'])
    let report: Report = aReport({ id: 'a', photos: [processing] })
    server.use({ 'GET /api/reports/mine': () => json(200, { items: [report], next_cursor: null }) })
    renderApp('/dashboard/violations')
    const card = await screen.findByRole('article', { name: 'Pothole' })
    expect(within(card).getByRole('status')).toHaveTextContent('Processing photo…')
    // Processed meanwhile, and no event arrives.
    report = { ...report, photos: [{ ...processing, state: 'ready', url: '/media/p1/public?sig=x', thumbnail_url: '/media/p1/thumb?sig=x' }] }
    expect(await within(card).findByRole('img', { name: 'Photo of the report: Pothole' }, { timeout: 8000 })).toHaveAttribute('src', '/media/p1/thumb?sig=x')
  })

  it('says so, in Spanish too, when a photo could not be processed', async () => {
    signInWith(['reporter'])
    server.use({ 'GET /api/reports/mine': () => json(200, { items: [aReport({ id: 'a', photos: [{ ...processing, state: 'failed' }] })], next_cursor: null }) })
    renderApp('/dashboard/violations')
    const card = await screen.findByRole('article', { name: 'Pothole' })
    expect(within(card).getByRole('status')).toHaveTextContent('This photo could not be processed')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cambiar a español' }))
    expect(await screen.findByText('No se pudo procesar esta foto')).toBeInTheDocument()
  })
})
