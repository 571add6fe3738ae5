import { render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { partsPending } from '@/lib/render-tasks'

import { Later } from './later'

afterEach(() => {
  vi.resetModules()
})

describe('Later', () => {
  it('renders its fallback, then its children in a task of their own during the first page view', async () => {
    render(
      <main>
        <h1>Report</h1>
        <Later fallback={<p>waiting</p>}>
          <p>Footer</p>
        </Later>
      </main>,
    )
    expect(screen.getByText('waiting')).toBeInTheDocument()
    expect(screen.queryByText('Footer')).toBeNull()
    expect(partsPending()).toBe(1)
    expect(await screen.findByText('Footer')).toBeInTheDocument()
    expect(partsPending()).toBe(0)
  })

  it('shows its fallback while a part suspends, and keeps the page shown', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined
    const Part = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)))
    render(
      <Suspense fallback={<p>page loading</p>}>
        <h1>Report</h1>
        <Later fallback={<p>waiting</p>}>
          <Part />
        </Later>
      </Suspense>,
    )
    await new Promise((resolve) => setTimeout(resolve, 10)) // the part's task has run; the part waits
    expect(screen.getByText('waiting')).toBeInTheDocument()
    expect(partsPending()).toBe(1)
    expect(screen.queryByText('page loading')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Report' })).toBeVisible()
    arrive({ default: () => <p>Footer</p> })
    expect(await screen.findByText('Footer')).toBeInTheDocument()
    expect(partsPending()).toBe(0)
  })

  it('stops counting a part that is removed before its task', () => {
    const { unmount } = render(<Later>part</Later>)
    expect(partsPending()).toBe(1)
    unmount()
    expect(partsPending()).toBe(0)
  })

  it('renders its children at once after the first page view', async () => {
    const tasks = await import('@/lib/render-tasks')
    const { Later: FreshLater } = await import('./later')
    // The renderer was loaded afresh too (vite.config.ts): render with its copy.
    const fresh = await import('@testing-library/react')
    tasks.renderWhole()
    fresh.render(<FreshLater fallback="waiting">Footer</FreshLater>)
    expect(screen.getByText('Footer')).toBeInTheDocument()
    expect(tasks.partsPending()).toBe(0)
    fresh.cleanup()
  })
})
