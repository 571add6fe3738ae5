import { Slot } from 'radix-ui'
import { useEffect, useRef, useState, type ReactElement } from 'react'
import { createPortal } from 'react-dom'

import { useId } from '@/lib/use-id'

// Hover waits this long before naming a control; focus names it at once.
// Moving from one control to the next within skipMs opens the next at once.
const delayMs = 700
const skipMs = 300
let lastClosed = 0

type Position = { top: number; left: number }

/**
 * Tooltip names an icon-only control: on hover after 700 ms, on keyboard
 * focus at once, to the control's right; Escape, leaving or a click hides it.
 * The control keeps its own accessible name (a tooltip only repeats it).
 *
 * Our own rather than Radix's: Radix's tooltip closes itself on Preact (its
 * "another tooltip opened" event reaches its own content, which Preact has
 * already mounted), and the app runs on Preact.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const id = useId()
  const [position, setPosition] = useState<Position | null>(null)
  const timer = useRef(0)
  const trigger = useRef<HTMLElement>(null)
  // A click focuses the control too; only keyboard focus names it.
  const pressed = useRef(false)

  const show = () => {
    const rect = trigger.current?.getBoundingClientRect()
    if (rect) setPosition({ top: rect.top + rect.height / 2, left: rect.right + 8 })
  }
  const open = (wait: number) => {
    window.clearTimeout(timer.current)
    if (wait === 0 || Date.now() - lastClosed < skipMs) show()
    else timer.current = window.setTimeout(show, wait)
  }
  const close = () => {
    window.clearTimeout(timer.current)
    setPosition((p) => {
      if (p) lastClosed = Date.now()
      return null
    })
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    if (!position) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [position])

  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-describedby={position ? id : undefined}
        onPointerEnter={(e: React.PointerEvent) => e.pointerType !== 'touch' && open(delayMs)}
        onPointerLeave={close}
        onPointerDown={() => {
          pressed.current = true
          close()
        }}
        onFocus={() => !pressed.current && open(0)}
        onBlur={() => {
          pressed.current = false
          close()
        }}
      >
        {children}
      </Slot.Root>
      {position
        ? createPortal(
            <div
              role="tooltip"
              id={id}
              style={{ top: position.top, left: position.left }}
              className="pointer-events-none fixed z-50 -translate-y-1/2 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow"
            >
              {label}
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
