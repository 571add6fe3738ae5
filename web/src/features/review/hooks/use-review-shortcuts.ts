import { useEffect, useRef } from 'react'

import { shortcutFor, type ShortcutAction } from '../lib/shortcuts'

export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>

/**
 * useReviewShortcuts listens for the queue's shortcuts on the document and
 * calls the handler of each (lib/shortcuts.ts says when a key counts). The
 * latest handlers are used without listening again.
 */
export function useReviewShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event)
      const handler = action ? latest.current[action] : undefined
      if (!handler) return
      event.preventDefault()
      handler()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}
