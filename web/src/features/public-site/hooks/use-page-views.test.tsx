import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { json, requests, server, testConfig } from '@/testing/server'

import { pageViewSettleMs } from './use-page-views'

const views = () => requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/analytics/pageview'))

function analytics(enabled: boolean, answer: () => Response = () => new Response(null, { status: 204 })) {
  server.use({
    'GET /api/config': () => json(200, { ...testConfig, analytics_enabled: enabled }),
    'POST /api/analytics/pageview': answer,
  })
}

describe('first-party page views', () => {
  it('records the page shown after a redirect, then every change of page, without credentials', async () => {
    analytics(true)
    const { router } = renderApp('/')
    await waitFor(() => expect(views()).toHaveLength(1))
    expect(await views()[0]?.json()).toEqual({ path: '/en', language: 'en', referrer: '' })
    expect(views()[0]?.credentials).toBe('omit')

    await router.navigate('/es/about?utm=x')
    await waitFor(() => expect(views()).toHaveLength(2))
    expect(await views()[1]?.json()).toEqual({ path: '/es/about', language: 'es', referrer: '' })
  })

  it('sends nothing when analytics is off', async () => {
    analytics(false)
    const { router } = renderApp('/en/about')
    await screen.findByRole('heading', { level: 1, name: 'About Vecino' })
    await router.navigate('/en/blog')
    await new Promise((resolve) => setTimeout(resolve, pageViewSettleMs + 200))
    expect(views()).toHaveLength(0)
  })

  it('never breaks the page when recording fails', async () => {
    analytics(true, () => {
      throw new TypeError('Failed to fetch')
    })
    renderApp('/en/about')
    await waitFor(() => expect(views()).toHaveLength(1))
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vecino' })).toBeInTheDocument()
  })
})
