import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

import { readCookie, writeCookie } from '@/lib/cookies'
import { useCopyRender } from '@/lib/hydration'

/** sidebarCookie keeps the desktop sidebar expanded ('true') or collapsed ('false') for 7 days (docs/PRODUCT.md §14). */
export const sidebarCookie = { name: 'sidebar_state', maxAge: 60 * 60 * 24 * 7 }
const mobileQuery = '(max-width: 767px)' // docs/PRODUCT.md §14: mobile below 768 px

function readExpanded(): boolean {
  const value = readCookie(sidebarCookie.name)
  return value === undefined || value === 'true'
}

function subscribeMobile(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(mobileQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(mobileQuery).matches

/**
 * useSidebarState: on desktop the sidebar is expanded or collapsed to icons,
 * kept across visits in the sidebar_state cookie; on mobile it is a sheet,
 * closed by default. Ctrl/Cmd+B toggles whichever is shown (docs/PRODUCT.md §2).
 */
export function useSidebarState() {
  // A prerendered page's copy is drawn for a desktop with the sidebar expanded (lib/hydration.ts).
  const copy = useCopyRender()
  const mobile = useSyncExternalStore(subscribeMobile, isMobileNow) && !copy
  const [expandedNow, setExpanded] = useState(readExpanded)
  const expanded = expandedNow || copy
  const [openMobile, setOpenMobile] = useState(false)

  const toggle = useCallback(() => {
    if (isMobileNow()) {
      setOpenMobile((value) => !value)
      return
    }
    setExpanded(!expanded)
    writeCookie(sidebarCookie.name, String(!expanded), sidebarCookie.maxAge)
  }, [expanded])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault()
        toggle()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  return { mobile, expanded, openMobile, setOpenMobile, toggle }
}
