import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { signInWith } from '@/testing/server'

import { installFakeXHR } from './fake-xhr'

/** stubObjectUrls gives jsdom the URL.createObjectURL the photo previews use. */
export function stubObjectUrls() {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() })
}

/** openForm signs in as a reporter and opens a report form at url, with XHR faked. */
export async function openForm(url: string, heading: string) {
  stubObjectUrls()
  installFakeXHR()
  signInWith(['reporter'])
  const user = userEvent.setup()
  const view = renderApp(url)
  await screen.findByRole('heading', { level: 1, name: heading })
  await screen.findByRole('button', { name: /send report|enviar reporte/i })
  const photoInput = () => {
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"][name="photos"]')
    if (!input) throw new Error('no photo input')
    return input
  }
  return { user, view, photoInput }
}
