import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { json, requests, server } from '@/testing/server'

import { aPublicReport } from '@/testing/features/public-record/fixtures'

const listQueries = () =>
  requests.filter((r) => new URL(r.url).pathname === '/api/public/reports').map((r) => Object.fromEntries(new URL(r.url).searchParams))

function serve() {
  server.use({
    'GET /api/public/reports': (req) => {
      const cursor = new URL(req.url).searchParams.get('cursor')
      if (cursor === 'next') return json(200, { items: [aPublicReport({ id: 'older', type: 'cracked-pavement' })], next_cursor: null })
      return json(200, { items: [aPublicReport({ id: 'newest', resolved: true }), aPublicReport({ id: 'second' })], next_cursor: 'next' })
    },
  })
}

async function open(url: string) {
  serve()
  const view = renderApp(url)
  await screen.findAllByRole('article')
  return { ...view, user: userEvent.setup() }
}

describe('public list of approved reports', { timeout: 15_000 }, () => {
  it('shows cards with photo, labels, state and a link, and loads more with the cursor', async () => {
    const { user } = await open('/en/public/violations/approved')
    const [first, second] = screen.getAllByRole('article')
    if (!first || !second) throw new Error('expected two cards')
    expect(within(first).getByText('Resolved')).toBeInTheDocument()
    expect(within(second).getByText('Still open')).toBeInTheDocument()
    // The cards may come before the catalog's labels: its answer is awaited.
    expect((await within(first).findByRole('img', { name: 'Photo of the report: Pothole' })).getAttribute('src')).toMatch(/\/thumb$/)
    expect(within(first).getByRole('link', { name: 'Pothole' })).toHaveAttribute('href', '/en/public/violations/approved/newest')
    expect(listQueries()[0]).toEqual({ limit: '12' })

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: 'Cracked Pavement' })).toBeInTheDocument()
    expect(listQueries().at(-1)).toEqual({ cursor: 'next', limit: '12' })
    expect(screen.getByText('Showing 3 reports.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('turns the filters into the page and API query string, and the open-data links follow them', async () => {
    const { user, router } = await open('/en/public/violations/approved')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'road-infrastructure')
    fireEvent.change(screen.getByLabelText('Happened from'), { target: { value: '2025-03-01' } })
    fireEvent.change(screen.getByLabelText('Happened until'), { target: { value: '2025-03-31' } })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Open or resolved' }), 'resolved')
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))

    const expected = { category: 'road-infrastructure', from: '2025-03-01', to: '2025-03-31', state: 'resolved' }
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected))
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ ...expected, limit: '12' }))
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/public/reports.csv?category=road-infrastructure&from=2025-03-01&to=2025-03-31&state=resolved',
    )
    expect(screen.getByRole('link', { name: 'Download GeoJSON' }).getAttribute('href')).toMatch(/^\/api\/public\/reports\.geojson\?category=road-infrastructure&/)

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('filters by neighborhood when the city has them, in Spanish, page, API and open-data links alike', async () => {
    const park = '0196b1a4-3c2e-7d41-9a7e-2f5c1d9e8b01'
    server.use({
      'GET /api/neighborhoods': () =>
        json(200, [
          { id: park, name_en: 'Hamilton Park', name_es: 'Parque Hamilton' },
          { id: '0196b1a4-3c2e-7d41-9a7e-2f5c1d9e8b02', name_en: 'Paulus Hook', name_es: 'Paulus Hook' },
        ]),
    })
    await i18n.changeLanguage('es')
    const { user, router } = await open('/es/public/violations/approved')
    await screen.findByRole('option', { name: 'Parque Hamilton' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vecindario' }), 'Parque Hamilton')
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }))
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ neighborhood: park }))
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ neighborhood: park, limit: '12' }))
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute('href', `/api/public/reports.csv?neighborhood=${park}`)
  })

  it('holds the neighborhood choice in place while the names load, and drops it when the city has none', async () => {
    let answer: (r: Response) => void = () => undefined
    server.use({ 'GET /api/neighborhoods': () => new Promise<Response>((resolve) => (answer = resolve)) })
    await open('/en/public/violations/approved')
    const field = screen.getByRole('combobox', { name: 'Neighborhood' })
    expect(field).toBeDisabled()
    answer(json(200, []))
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Neighborhood' })).toBeNull())
  })

  it('refuses an end date before the start date, saying so next to the field, and keeps what was typed', async () => {
    const { user, router } = await open('/en/public/violations/approved')
    const before = listQueries().length
    fireEvent.change(screen.getByLabelText('Happened from'), { target: { value: '2025-03-31' } })
    fireEvent.change(screen.getByLabelText('Happened until'), { target: { value: '2025-03-01' } })
    await user.click(screen.getByRole('button', { name: 'Apply filters' }))
    const to = screen.getByLabelText('Happened until')
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(to).toHaveAccessibleDescription('This date must be on or after the start date.')
    expect(to).toHaveValue('2025-03-01')
    expect(router.state.location.search).toBe('')
    expect(listQueries().length).toBe(before)
  })

  it('reads filters from the URL and speaks Spanish under /es', async () => {
    await open('/es/public/violations/approved?category=illegal-parking&state=open')
    expect(listQueries()[0]).toEqual({ category: 'illegal-parking', state: 'open', limit: '12' })
    expect(await screen.findByRole('button', { name: 'Cargar más' })).toBeInTheDocument()
    expect(screen.getAllByText('Sigue abierto').length).toBeGreaterThan(0)
  })
})
