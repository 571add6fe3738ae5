import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'

import { i18nReady, setLanguage } from '@/lib/i18n'

import { RouteBoundary } from './route-boundary'

let fail = true

function Flaky() {
  if (fail) throw new Error('network down')
  return <p>loaded</p>
}

function renderBoundary() {
  return render(
    <MemoryRouter>
      <RouteBoundary>
        <Flaky />
      </RouteBoundary>
    </MemoryRouter>,
  )
}

describe('RouteBoundary', () => {
  it('shows the Data Loading Error screen and Try Again resets it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await i18nReady
    await setLanguage('en')
    fail = true
    renderBoundary()

    expect(await screen.findByRole('heading', { name: 'Data Loading Error' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'We encountered a problem while loading this data. This could be due to a network issue or a server problem.',
      ),
    ).toBeInTheDocument()

    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('loaded')).toBeInTheDocument()
  })

  it('speaks Spanish in Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await setLanguage('es')
    fail = true
    renderBoundary()

    expect(await screen.findByRole('heading', { name: 'Error al cargar los datos' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument()
    await setLanguage('en')
  })
})
