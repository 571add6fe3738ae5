import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { i18n } from '@/lib/i18n'
import { apiError, json, server } from '@/testing/server'

import { FakeXHR, lastXHR } from '@/testing/features/reports/fake-xhr'
import { aReport, exifPhoto, fakeJpeg, plainPhoto } from '@/testing/features/reports/fixtures'
import { openForm } from '@/testing/features/reports/render-form'
import { toDateTimeInput } from '../lib/datetime'
import { readPhotoMeta } from '../lib/exif'

// Whole-app renders load page chunks and locales: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

const url = '/dashboard/upload/road-infrastructure/pothole'

/** fill pastes text into a box: typing it key by key would only slow the test. */
async function fill(user: UserEvent, box: HTMLElement, text: string) {
  await user.click(box)
  await user.paste(text)
}
const description = 'A deep pothole in the right lane, about a metre wide.'

describe('street report form', () => {
  it('checks the fields in the browser and moves focus to the first problem', async () => {
    const { user } = await openForm(url, 'Pothole')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    const box = screen.getByLabelText('What happened?')
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Describe the problem.'))
    expect(screen.getByText(/Tell us where it is/)).toBeInTheDocument()
    expect(screen.getByText('Add at least one photo.')).toBeInTheDocument()
    expect(() => lastXHR()).toThrow()
  })

  it('counts characters as they are typed', async () => {
    const { user } = await openForm(url, 'Pothole')
    await user.type(screen.getByLabelText('What happened?'), 'Pothole!')
    expect(screen.getByText('8 of 2000 characters (at least 10)')).toBeInTheDocument()
  })

  it('fills the location and time from the photo when none is set yet', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await user.upload(photoInput(), exifPhoto())
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('40.7191'))
    expect(screen.getByLabelText('Longitude')).toHaveValue('-74.0425')
    const { takenAt } = await readPhotoMeta(exifPhoto())
    expect(screen.getByLabelText('When did it happen?')).toHaveValue(toDateTimeInput(takenAt ?? new Date(0)))
    expect(screen.getByText(/We placed the pin where your photo was taken/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Photo 1: pothole.jpg' })).toBeInTheDocument()
  })

  it("offers the photo's location when another one is already set", async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await user.type(screen.getByLabelText('Latitude'), '40.7')
    await user.type(screen.getByLabelText('Longitude'), '-74.05')
    await user.type(screen.getByLabelText('When did it happen?'), '2025-03-15T10:00')
    await user.upload(photoInput(), exifPhoto())
    const offer = await screen.findByRole('region', { name: 'Details from your photo' })
    expect(screen.getByLabelText('Latitude')).toHaveValue('40.7')
    await user.click(within(offer).getByRole('button', { name: "Use the photo's location" }))
    expect(screen.getByLabelText('Latitude')).toHaveValue('40.7191')
    expect(screen.getByLabelText('Longitude')).toHaveValue('-74.0425')
    await user.click(within(offer).getByRole('button', { name: "Use the photo's time" }))
    expect(screen.queryByRole('region', { name: 'Details from your photo' })).toBeNull()
  })

  it('uses the device location, and says why when it cannot', async () => {
    const denied = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }
    const getCurrentPosition = vi
      .fn()
      .mockImplementationOnce((ok: (p: unknown) => void) => ok({ coords: { latitude: 40.72001234, longitude: -74.04 } }))
      .mockImplementationOnce((_ok: unknown, fail: (e: unknown) => void) => fail(denied))
    // The browser API at the boundary: jsdom has no geolocation.
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } })
    const { user } = await openForm(url, 'Pothole')
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByLabelText('Latitude')).toHaveValue('40.720012')
    expect(screen.getByLabelText('Longitude')).toHaveValue('-74.04')
    expect(screen.getByText('We set the location from your device.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByText(/Location access is blocked/)).toBeInTheDocument()
  })

  it('refuses a file of the wrong type before sending, and lets a photo be removed', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })
    await user.upload(photoInput(), [plainPhoto('a.jpg'), plainPhoto('b.jpg')])
    // The input's accept list keeps the GIF out; a file that slips through is checked again.
    await user.upload(photoInput(), gif)
    expect(screen.getByText('2 of 5 chosen')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove file 1: a.jpg' }))
    expect(screen.getByText('1 of 5 chosen')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveFocus()
  })

  it('refuses a text file named .jpg as soon as it is chosen, naming it, and keeps the real photo', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await user.upload(photoInput(), [plainPhoto('real.jpg'), fakeJpeg('notes.jpg')])
    expect(await screen.findByText("notes.jpg was not added: this type of file isn't accepted.")).toBeInTheDocument()
    expect(screen.getByText('1 of 5 chosen')).toBeInTheDocument()
    expect(screen.queryByText(/real\.jpg was not added/)).not.toBeInTheDocument()
  })

  it('refuses a file over 10 MB as soon as it is chosen', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await user.upload(photoInput(), plainPhoto('huge.jpg', 10 * 1024 * 1024 + 1))
    expect(await screen.findByText('huge.jpg was not added: it is larger than 10 MB.')).toBeInTheDocument()
    expect(screen.getByText('0 of 5 chosen')).toBeInTheDocument()
  })

  it('marks only the file the server refused, by name', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await fill(user, screen.getByLabelText('What happened?'), description)
    await fill(user, screen.getByLabelText('Address or cross streets'), 'Grove St and Newark Ave')
    await user.upload(photoInput(), [exifPhoto('good.jpg'), plainPhoto('bad.jpg')])
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('40.7191'))
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    lastXHR().respond(400, { error: { code: 'invalid', message: 'x', fields: { photos: 'unsupported_type', 'photos.1': 'unsupported_type' } } })
    const [good, bad] = await waitFor(() => within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem'))
    await waitFor(() => expect(bad).toHaveTextContent('bad.jpg: Only JPEG, PNG, WebP or HEIC photos are accepted'))
    expect(good).not.toHaveTextContent('Only JPEG')
    // One message, on the file that failed: none for the whole field.
    expect(screen.getAllByText(/Only JPEG, PNG, WebP or HEIC/)).toHaveLength(1)
  })

  it('sends the report with progress, shows server errors by their fields and keeps everything', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await fill(user, screen.getByLabelText('What happened?'), description)
    await fill(user, screen.getByLabelText('Address or cross streets'), 'Grove St and Newark Ave')
    await user.upload(photoInput(), [exifPhoto(), plainPhoto('second.jpg')])
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('40.7191'))
    await user.click(screen.getByRole('button', { name: 'Send report' }))

    const xhr = lastXHR()
    const body = xhr.body ?? new FormData()
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toMatchObject({
      category: 'road-infrastructure', type: 'pothole', description, latitude: '40.7191', longitude: '-74.0425', address: 'Grove St and Newark Ave',
    })
    expect(body.get('occurred_at')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/)
    expect(body.getAll('photos').map((f) => (f as File).name)).toEqual(['pothole.jpg', 'second.jpg'])
    expect(body.has('license_plate')).toBe(false)
    // No area was marked to blur: the field is left out.
    expect(body.has('blur')).toBe(false)

    // The text fields go first (1000 bytes here), then the photos in order.
    const first = exifPhoto().size
    xhr.progress(1000 + first + 1024, 1000 + first + 2048)
    const total = await screen.findByRole('progressbar', { name: 'Total upload' })
    const percent = String(Math.round(((1000 + first + 1024) / (1000 + first + 2048)) * 100))
    await waitFor(() => expect(total).toHaveAttribute('aria-valuenow', percent))
    expect(screen.getByRole('progressbar', { name: 'Uploading pothole.jpg' })).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByRole('progressbar', { name: 'Uploading second.jpg' })).toHaveAttribute('aria-valuenow', '50')

    xhr.respond(400, { error: { code: 'invalid', message: 'x', fields: { description: 'too_short', location: 'out_of_range', 'photos.1': 'unreadable', photos: 'unreadable' } } })
    const box = screen.getByLabelText('What happened?')
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Write at least 10 characters.'))
    expect(screen.getByText(/Latitude must be between -90 and 90/)).toBeInTheDocument()
    const [firstFile, secondFile] = within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')
    expect(secondFile).toHaveTextContent("This file couldn't be read. Try another one.")
    expect(firstFile).not.toHaveTextContent("couldn't be read")
    expect(screen.getByText(/Some fields need your attention/)).toBeInTheDocument()
    // Nothing typed or chosen was lost.
    expect(box).toHaveValue(description)
    expect(screen.getByLabelText('Address or cross streets')).toHaveValue('Grove St and Newark Ave')
    expect(screen.getByText('2 of 5 chosen')).toBeInTheDocument()
  })

  it('confirms a sent report with a link to it, then offers a fresh form', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await fill(user, screen.getByLabelText('What happened?'), description)
    await fill(user, screen.getByLabelText('Address or cross streets'), 'Grove St')
    await user.upload(photoInput(), plainPhoto())
    await screen.findByText('1 of 5 chosen') // the photo's bytes are checked before it is added
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    // Only a typed address, which the server could not place: the reporter is told staff will.
    lastXHR().respond(201, aReport({ id: 'new-1', latitude: null, longitude: null }))
    expect(await screen.findByRole('heading', { name: 'Thank you! Your report was sent' })).toHaveFocus()
    expect(screen.getByRole('note')).toHaveTextContent("We couldn't find this address on the map, so the city's staff will place your report")
    expect(screen.getByRole('link', { name: 'See it in My Violations' })).toHaveAttribute('href', '/dashboard/violations?highlight=new-1')
    await user.click(screen.getByRole('button', { name: 'File another report' }))
    expect(await screen.findByLabelText('What happened?')).toHaveValue('')
  })

  it('renews a lapsed session and sends again', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    server.use({
      'POST /api/auth/refresh': () =>
        json(200, { user: { id: 'u1', email: 'ana@example.com', roles: ['reporter'] }, access_token: 'token-2', expires_in: 900 }),
      'GET /api/me': (request) =>
        request.headers.get('Authorization') === 'Bearer token-2'
          ? json(200, { id: 'u1', email: 'ana@example.com', roles: ['reporter'] })
          : apiError(401, 'unauthorized', 'expired'),
    })
    await fill(user, screen.getByLabelText('What happened?'), description)
    await fill(user, screen.getByLabelText('Address or cross streets'), 'Grove St')
    await user.upload(photoInput(), plainPhoto())
    await screen.findByText('1 of 5 chosen') // the photo's bytes are checked before it is added
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(lastXHR().headers.Authorization).toBe('Bearer token-1')
    lastXHR().respond(401, { error: { code: 'unauthorized', message: 'expired' } })
    await waitFor(() => expect(FakeXHR.instances).toHaveLength(2))
    expect(lastXHR().headers.Authorization).toBe('Bearer token-2')
    lastXHR().respond(201, aReport({ id: 'new-2' }))
    expect(await screen.findByRole('heading', { name: 'Thank you! Your report was sent' })).toBeInTheDocument()
  })

  it('can cancel an upload and keeps what was entered', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await fill(user, screen.getByLabelText('What happened?'), description)
    await user.type(screen.getByLabelText('Address or cross streets'), 'Grove St')
    await user.upload(photoInput(), plainPhoto())
    await screen.findByText('1 of 5 chosen') // the photo's bytes are checked before it is added
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    lastXHR().progress(10, 100)
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }))
    expect(lastXHR().aborted).toBe(true)
    expect(await screen.findByText(/Upload cancelled/)).toBeInTheDocument()
    expect(screen.getByLabelText('What happened?')).toHaveValue(description)
  })

  it('shows the licence plate, normalised, only for vehicle types', async () => {
    const { user } = await openForm('/dashboard/upload/illegal-parking/double-parking', 'Double Parking')
    const plate = screen.getByLabelText('License plate (optional)')
    await user.type(plate, 'abc-12 3')
    expect(plate).toHaveValue('ABC123')
  })

  it('has no licence plate for other types', async () => {
    await openForm(url, 'Pothole')
    expect(screen.queryByLabelText('License plate (optional)')).toBeNull()
  })
})

/** heicPhoto starts like an iPhone's HEIC: an ftyp box with the heic brand, then an empty meta box. */
function heicPhoto(name = 'IMG_0001.HEIC'): File {
  const text = 'ftypheic\0\0\0\0mif1heic\0\0\0\x08meta'
  const bytes = new Uint8Array(4 + text.length)
  new DataView(bytes.buffer).setUint32(0, 24)
  for (let i = 0; i < text.length; i++) bytes[4 + i] = text.charCodeAt(i)
  return new File([bytes], name, { type: 'image/heic' })
}

describe('areas to blur on the photos', () => {
  it('are marked with the keyboard alone in a dialog, counted on the photo and sent as fractions, one list per photo', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await fill(user, screen.getByLabelText('What happened?'), description)
    await fill(user, screen.getByLabelText('Address or cross streets'), 'Grove St')
    await user.upload(photoInput(), [plainPhoto('first.jpg'), plainPhoto('plate.jpg')])

    const open = await screen.findByRole('button', { name: 'Mark areas to blur on photo 2: plate.jpg' })
    act(() => open.focus())
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Mark areas to blur' })
    expect(dialog).toHaveAccessibleDescription('Cover licence plates, faces and house numbers. Faces are also blurred automatically.')
    expect(within(dialog).getByRole('img', { name: 'Photo 2: plate.jpg, with the areas to blur over it' })).toBeInTheDocument()
    const add = within(dialog).getByRole('button', { name: 'Add a box' })
    await waitFor(() => expect(add).toHaveFocus())

    // A box in the middle, which takes focus: the arrows move it, Shift and the arrows resize it.
    await user.keyboard('{Enter}')
    const box = within(dialog).getByRole('button', { name: 'Area to blur 1 of 1' })
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveAccessibleDescription(expect.stringContaining('move it with the arrow keys'))
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{Shift>}{ArrowRight}{/Shift}')
    expect(await within(dialog).findByText('Box at 42% across, 41% down, 21% wide, 20% high.')).toBeInTheDocument()
    await user.tab()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus()
    await user.keyboard('{Enter}')

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(open).toHaveFocus())
    expect(open).toHaveAccessibleDescription('1 area to blur')
    const [first, second] = within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')
    expect(second).toHaveTextContent('1 area to blur')
    expect(first).not.toHaveTextContent('area to blur')

    await user.click(screen.getByRole('button', { name: 'Send report' }))
    const body = lastXHR().body ?? new FormData()
    const blur = body.get('blur')
    expect(typeof blur).toBe('string')
    expect(JSON.parse(blur as string)).toEqual([[], [{ x: 0.42, y: 0.41, w: 0.21, h: 0.2 }]])
    // The text fields, the boxes with them, go before the photos.
    expect(Array.from(body.keys()).slice(-3)).toEqual(['blur', 'photos', 'photos'])
  })

  it('are removed with Delete, and Cancel drops what was changed', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await user.upload(photoInput(), plainPhoto('street.jpg'))
    const open = await screen.findByRole('button', { name: 'Mark areas to blur on photo 1: street.jpg' })
    await user.click(open)
    let dialog = await screen.findByRole('dialog', { name: 'Mark areas to blur' })
    await user.click(within(dialog).getByRole('button', { name: 'Add a box' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add a box' }))
    const second = within(dialog).getByRole('button', { name: 'Area to blur 2 of 2' })
    await waitFor(() => expect(second).toHaveFocus())
    await user.keyboard('{Delete}')
    // Focus stays in the dialog, on the box before.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Area to blur 1 of 1' })).toHaveFocus())
    expect(within(dialog).getByText('Box removed.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(await screen.findByText('1 area to blur')).toBeInTheDocument()

    // Opened again, the box is there; one more is added, then cancelled.
    await user.click(open)
    dialog = await screen.findByRole('dialog', { name: 'Mark areas to blur' })
    expect(within(dialog).getByRole('button', { name: 'Area to blur 1 of 1' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add a box' }))
    expect(within(dialog).getByRole('button', { name: 'Area to blur 2 of 2' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('1 area to blur')).toBeInTheDocument()

    // Escape drops the changes too.
    await user.click(open)
    dialog = await screen.findByRole('dialog', { name: 'Mark areas to blur' })
    await user.click(within(dialog).getByRole('button', { name: 'Add a box' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('1 area to blur')).toBeInTheDocument()
  })

  it('are offered in Spanish', async () => {
    await i18n.changeLanguage('es')
    try {
      const { user, photoInput } = await openForm(url, 'Bache')
      await user.upload(photoInput(), plainPhoto('calle.jpg'))
      await user.click(await screen.findByRole('button', { name: 'Marcar zonas para difuminar en la foto 1: calle.jpg' }))
      const dialog = await screen.findByRole('dialog', { name: 'Marcar zonas para difuminar' })
      expect(dialog).toHaveAccessibleDescription('Cubre placas, caras y números de casa. Las caras también se difuminan automáticamente.')
      await user.click(within(dialog).getByRole('button', { name: 'Agregar un recuadro' }))
      await user.click(within(dialog).getByRole('button', { name: 'Listo' }))
      expect(await screen.findByText('1 zona para difuminar')).toBeInTheDocument()
    } finally {
      await i18n.changeLanguage('en')
    }
  })

  it('are not offered for a HEIC photo, which the browser cannot show', async () => {
    const { user, photoInput } = await openForm(url, 'Pothole')
    await user.upload(photoInput(), [heicPhoto(), plainPhoto('b.jpg')])
    expect(await screen.findByText('2 of 5 chosen')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Mark areas to blur/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mark areas to blur on photo 2: b.jpg',
    ])
  })
})
