import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { requests, server } from '@/testing/server'

import { App } from '.'

// The router preloads what the first page needs (route-kit.tsx, Preload).
const fetched = () => requests.map((r) => new URL(r.url).pathname)

describe('the first page', { timeout: 20_000 }, () => {
  it('starts the report form, its catalog and translations while the session is being restored', async () => {
    document.cookie = 'vecino_session=1; path=/'
    server.use({ 'POST /api/auth/refresh': () => new Promise<Response>(() => {}) }) // still restoring
    window.history.replaceState(null, '', '/dashboard/upload/illegal-parking/double-parking')
    render(<App />)
    await waitFor(() => expect(fetched()).toEqual(expect.arrayContaining(['/api/catalog', '/locales/en/shell.json', '/locales/en/reports.json', '/locales/en/map.json'])))
    expect(fetched().filter((p) => p === '/api/auth/refresh')).toHaveLength(1)
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('loads nothing of the dashboard without a session to restore', async () => {
    window.history.replaceState(null, '', '/dashboard/upload/illegal-parking/double-parking')
    render(<App />)
    await screen.findByRole('button', { name: 'Log in' })
    expect(window.location.pathname).toBe('/en/auth')
    expect(fetched()).not.toContain('/api/catalog')
    expect(fetched()).not.toContain('/locales/en/reports.json')
  })
})
