import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { Tooltip } from './tooltip'

function renderIcon() {
  render(
    <Tooltip label="Settings">
      <button type="button" aria-label="Settings">
        ⚙
      </button>
    </Tooltip>,
  )
  return screen.getByRole('button', { name: 'Settings' })
}

describe('Tooltip', () => {
  it('names a control on keyboard focus at once, described by it, and Escape hides it', () => {
    const button = renderIcon()
    act(() => button.focus())
    const tooltip = screen.getByRole('tooltip', { name: 'Settings' })
    expect(button).toHaveAttribute('aria-describedby', tooltip.id)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(button).not.toHaveAttribute('aria-describedby')
  })

  it('waits 700 ms on hover, and leaving hides it', () => {
    vi.useFakeTimers()
    // Well after the last tooltip closed (within 300 ms the next opens at once).
    vi.setSystemTime(Date.now() + 10_000)
    try {
      const button = renderIcon()
      fireEvent.pointerEnter(button, { pointerType: 'mouse' })
      act(() => {
        vi.advanceTimersByTime(600)
      })
      expect(screen.queryByRole('tooltip')).toBeNull()
      act(() => {
        vi.advanceTimersByTime(100)
      })
      expect(screen.getByRole('tooltip', { name: 'Settings' })).toBeInTheDocument()
      fireEvent.pointerLeave(button)
      expect(screen.queryByRole('tooltip')).toBeNull()
      // Back within 300 ms: no second wait.
      act(() => {
        vi.advanceTimersByTime(200)
      })
      fireEvent.pointerEnter(button, { pointerType: 'mouse' })
      expect(screen.getByRole('tooltip', { name: 'Settings' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('stays hidden when a click focuses the control', () => {
    const button = renderIcon()
    fireEvent.pointerDown(button)
    act(() => button.focus())
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
