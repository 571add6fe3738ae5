import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { i18n } from '@/lib/i18n'
import { renderApp } from '@/testing/render-app'
import { signInWith } from '@/testing/server'

// Whole-app renders load page chunks and locales: slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

async function settledAt(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname))
}

describe('/dashboard/upload', () => {
  it('shows the fourteen categories from the API catalog, each linking to its page', async () => {
    signInWith(['reporter'])
    renderApp('/dashboard/upload')
    const main = await screen.findByRole('region', { name: 'Upload a violation' })
    const items = await within(main).findAllByRole('listitem')
    expect(items).toHaveLength(14)
    expect(within(main).getByRole('link', { name: /Bike Lane Violation/ })).toHaveAttribute('href', '/dashboard/upload/bike-lane')
    expect(within(main).getByRole('link', { name: /Road Conditions/ })).toHaveAttribute('href', '/dashboard/upload/road-infrastructure')
  })

  it('shows bike-lane disabled, with the reason, to a role that may not file it', async () => {
    signInWith(['reviewer'])
    renderApp('/dashboard/upload')
    const main = await screen.findByRole('region', { name: 'Upload a violation' })
    await within(main).findByRole('link', { name: /Careless Driving/ })
    expect(within(main).queryByRole('link', { name: /Bike Lane Violation/ })).toBeNull()
    const card = within(main).getByText('Bike Lane Violation').closest('[aria-disabled="true"]')
    expect(card).not.toBeNull()
    expect(card).toHaveTextContent('Only reporter accounts can file this kind of report.')
  })

  it('names the categories in Spanish', async () => {
    signInWith(['reporter'])
    await i18n.changeLanguage('es')
    renderApp('/dashboard/upload')
    expect(await screen.findByRole('link', { name: /Infracción en el carril de bicicletas/ })).toBeInTheDocument()
  })
})

describe('/dashboard/upload/{category}', () => {
  it('lists the types of the category with their descriptions', async () => {
    signInWith(['reporter'])
    renderApp('/dashboard/upload/road-infrastructure')
    expect(await screen.findByRole('heading', { level: 1, name: 'Road Conditions' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Pothole/ })).toHaveAttribute('href', '/dashboard/upload/road-infrastructure/pothole')
  })

  it('says not found for an unknown category, with a way back', async () => {
    signInWith(['reporter'])
    renderApp('/dashboard/upload/flying-cars')
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that kind of report" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See all categories' })).toHaveAttribute('href', '/dashboard/upload')
  })
})

describe('/dashboard/upload/{category}/{type}', () => {
  it('says not found for an unknown type', async () => {
    signInWith(['reporter'])
    renderApp('/dashboard/upload/road-infrastructure/sinkhole-to-narnia')
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that kind of report" })).toBeInTheDocument()
  })

  it('redirects the old slugs to the current ones', async () => {
    signInWith(['reporter'])
    const first = renderApp('/dashboard/upload/careless-driver/unsafe-lane-change')
    await settledAt(first.router, '/dashboard/upload/careless-driver/distracted-driving')
    expect(await screen.findByRole('heading', { level: 1, name: 'Distracted Driving' })).toBeInTheDocument()
    first.unmount()
    const second = renderApp('/dashboard/upload/road-infrastructure/missing-curb-ramp')
    await settledAt(second.router, '/dashboard/upload/road-infrastructure/missing-curb-ramp-road')
  })
})

describe('/dashboard/upload/bike-lane', () => {
  it('is the form for a reporter', async () => {
    signInWith(['reporter_admin'])
    renderApp('/dashboard/upload/bike-lane')
    expect(await screen.findByRole('heading', { level: 1, name: 'Bike Lane Violation' })).toBeInTheDocument()
    expect(await screen.findByLabelText('License plate (optional)')).toBeInTheDocument()
  })

  it('is Access Restricted for other roles', async () => {
    signInWith(['reviewer'])
    renderApp('/dashboard/upload/bike-lane')
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument()
  })
})
