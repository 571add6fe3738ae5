import { useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

// One dashboard header is on screen at a time, so its slot element is kept
// in a module-level store: the shell renders the target, a page renders
// into it, and neither needs a provider.
let target: HTMLElement | null = null
const listeners = new Set<() => void>()

function setTarget(element: HTMLElement | null): void {
  if (element === target) return
  target = element
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** HeaderSlotTarget is where the dashboard header shows a page's controls (e.g. the review queue's arrows). */
export function HeaderSlotTarget() {
  return <div ref={setTarget} className="flex shrink-0 items-center empty:hidden" />
}

/**
 * HeaderSlot renders children in the dashboard header when the shell has a
 * slot, and in place (at the top of the page) otherwise.
 */
export function HeaderSlot({ children }: { children: ReactNode }) {
  const element = useSyncExternalStore(subscribe, () => target, () => null)
  return element ? createPortal(children, element) : <div className="mb-4 flex justify-end">{children}</div>
}
