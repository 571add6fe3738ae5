import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { toast } from '@/lib/toast'

import { Toaster } from './toaster'

// One file, in order: the toaster's "first toast shown" state is module-wide.
describe('Toaster', () => {
  it('renders nothing, and loads no sonner, before the first toast', async () => {
    const { container } = render(<Toaster />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container).toBeEmptyDOMElement()
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()
  })

  it('mounts on the first toast and shows it', async () => {
    render(<Toaster />)
    toast.error(undefined, 'Could not load next violation')
    expect(await screen.findByText('Could not load next violation')).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
  })
})
