import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { apiError, json, server, signInWith } from '@/testing/server'

const slowMachineTimeout = 20_000

const face = { x: 0.3, y: 0.3, w: 0.2, h: 0.2 }

function editor(version: number, current: object, edits: object[] = []) {
  return {
    photo: { id: 'p1', report_id: 'r1', version, url: `/media/p1/public?v=${version}`, original_url: '/media/p1/original', width: 320, height: 400 },
    report: { id: 'r1', status: 'screening', category: 'road-infrastructure', type: 'potholes' },
    auto: { rotate: 0, blur: [face] },
    current,
    edits,
  }
}

function fakeEditor({ conflict = false, refuse = null as Record<string, string> | null } = {}) {
  const saved: unknown[] = []
  const previews: unknown[] = []
  let state = editor(0, { rotate: 0, blur: [face] })
  server.use({
    'GET /api/photos/p1/editor': () => json(200, state),
    'POST /api/photos/p1/preview': async (request) => {
      previews.push(await request.json())
      return new Response('jpeg bytes', { status: 200, headers: { 'Content-Type': 'image/jpeg' } })
    },
    'POST /api/photos/p1/edits': async (request) => {
      const body = (await request.json()) as { version: number; rotate: number; blur: object[]; crop?: object }
      saved.push(body)
      if (conflict) return apiError(409, 'conflict', 'changed')
      if (refuse) return apiError(400, 'invalid', 'The photo edit is not valid.', refuse)
      state = editor(1, { rotate: body.rotate, blur: body.blur, crop: body.crop }, [
        { id: 'e1', kind: 'edit', actor_name: 'Rosa Díaz', created_at: '2026-11-20T10:00:00Z', operations: body },
      ])
      return json(200, state)
    },
  })
  return { saved, previews }
}

// jsdom has no object URLs; the editor only hands them to <img>. (Each
// test file runs in its own environment.)
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined })

describe('photo editor', { timeout: slowMachineTimeout }, () => {
  it('with the keyboard only: the proposed face box is moved, a box is added, resized and removed, and the edit is saved', async () => {
    const { saved, previews } = fakeEditor()
    signInWith(['reporter_admin'])
    renderApp('/dashboard/photos/p1')
    await screen.findByRole('heading', { level: 1, name: 'Edit photo' })
    expect(await screen.findByText('This is the automatic version: 1 face was found and blurred.')).toBeInTheDocument()
    const first = await screen.findByRole('button', { name: 'Blur box 1 of 1' })
    const user = userEvent.setup()

    act(() => first.focus())
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}')
    expect(await screen.findByText('Box at 32% across, 31% down, 20% wide, 20% high.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add blur box' }))
    const second = screen.getByRole('button', { name: 'Blur box 2 of 2' })
    await waitFor(() => expect(second).toHaveFocus())
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}')
    expect(await screen.findByText('Box at 40% across, 40% down, 22% wide, 20% high.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add blur box' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Blur box 3 of 3' })).toHaveFocus())
    await user.keyboard('{Delete}')
    expect(screen.queryByRole('button', { name: 'Blur box 3 of 3' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Turn right' }))

    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(await screen.findByRole('img', { name: 'Preview of the public copy with these edits' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(/Rosa Díaz saved an edit with 2 blur boxes\./)).toBeInTheDocument()
    expect(screen.getByText('This photo was edited by staff.')).toBeInTheDocument()
    // Turned a quarter clockwise, the boxes follow the picture.
    const boxes = [
      { x: 0.49, y: 0.32, w: 0.2, h: 0.2 },
      { x: 0.4, y: 0.4, w: 0.2, h: 0.22 },
    ]
    expect(saved).toEqual([{ version: 0, rotate: 1, blur: boxes }])
    expect(previews).toContainEqual({ rotate: 1, blur: boxes })
    // The picture under the boxes is the original turned, with nothing blurred.
    expect(previews).toContainEqual({ rotate: 1, blur: [] })
  })

  it('tells the editor when someone saved first, in Spanish', async () => {
    await i18n.changeLanguage('es')
    const { saved } = fakeEditor({ conflict: true })
    signInWith(['reviewer'])
    renderApp('/dashboard/photos/p1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Agregar recuadro de difuminado' }))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Otra persona cambió esta foto mientras tanto. Recarga la página para ver su versión.')).toBeInTheDocument()
    expect(saved).toHaveLength(1)
    await i18n.changeLanguage('en')
  })

  it('keeps a crop frame as large as the server takes it, and names a refused operation', async () => {
    const { saved } = fakeEditor({ refuse: { blur: 'out_of_range', 'blur.0': 'out_of_range' } })
    signInWith(['owner'])
    renderApp('/dashboard/photos/p1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Crop' }))
    const crop = screen.getByRole('button', { name: 'Crop frame' })
    act(() => crop.focus())
    // 80% wide: 100 steps of Shift+Left would take it to nothing; it stops at 5%.
    await user.keyboard('{Shift>}' + '{ArrowLeft}'.repeat(100) + '{/Shift}')
    expect(await screen.findByText('Box at 10% across, 10% down, 5% wide, 80% high.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('A blur box lies outside the picture or is too small. Move it inside and try again.')).toBeInTheDocument()
    expect(saved).toEqual([{ version: 0, rotate: 0, blur: [face], crop: { x: 0.1, y: 0.1, w: 0.05, h: 0.8 } }])
  })
})
