import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'

/** isEditable reports whether keys typed at target belong to a form field, not to the deck. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

type Options = {
  count: number
  /** headingId gives the element to focus after a move, for the slide at index. */
  headingId: (index: number) => string
  /** container holds the slides; focus inside it is moved to the new slide's heading. */
  container: RefObject<HTMLElement | null>
}

/**
 * useDeckNavigation holds the current slide and moves it with ←/→ (and
 * Page Up/Down), Home and End anywhere on the page except in form fields.
 * After a move, focus goes to the new slide's heading when it was on the
 * page itself or inside the old slide (which is now hidden), so keyboard and
 * screen-reader users land on the new content; focus on a control (the
 * next button, a slide number) stays there. `announcement` is the text for
 * an aria-live region, empty until the first move.
 */
export function useDeckNavigation({ count, headingId, container }: Options) {
  const [index, setIndex] = useState(0)
  const [moved, setMoved] = useState(false)
  const focusPending = useRef(false)
  // The slide the last move went to, read by the key handler: keys pressed
  // faster than the page re-renders still move one slide each.
  const current = useRef(0)

  const goTo = useCallback(
    (target: number, { focus = false }: { focus?: boolean } = {}) => {
      const next = Math.min(Math.max(target, 0), count - 1)
      const active = document.activeElement
      const focusIsLost = !active || active === document.body || !!container.current?.contains(active)
      focusPending.current = focus || focusIsLost
      current.current = next
      setIndex(next)
      setMoved(true)
    },
    [count, container],
  )

  // Before the browser paints, so that the next key press already starts
  // from the new heading.
  useLayoutEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    document.getElementById(headingId(index))?.focus()
  }, [index, headingId])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return
      const moves: Record<string, () => number> = {
        ArrowRight: () => current.current + 1,
        PageDown: () => current.current + 1,
        ArrowLeft: () => current.current - 1,
        PageUp: () => current.current - 1,
        Home: () => 0,
        End: () => count - 1,
      }
      const move = moves[event.key]
      if (!move) return
      event.preventDefault()
      goTo(move())
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [count, goTo])

  return { index, moved, goTo }
}
