import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

const cookieName = 'sidebar_state'
const cookieMaxAge = 60 * 60 * 24 * 7 // spec §9: seven days
const mobileQuery = '(max-width: 767px)' // spec §9: mobile below 768 px

function readCookie(): boolean {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`))
  return match ? match.endsWith('=true') : true
}

function subscribeMobile(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(mobileQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(mobileQuery).matches

/**
 * useSidebarState: on desktop the sidebar is expanded or collapsed, kept
 * across visits in a cookie; on mobile it is an overlay, closed by default
 * and after a click on a link. Ctrl/Cmd+B toggles it (spec §2).
 */
export function useSidebarState() {
  const mobile = useSyncExternalStore(subscribeMobile, isMobileNow)
  const [expanded, setExpanded] = useState(readCookie)
  const [openMobile, setOpenMobile] = useState(false)

  const toggle = useCallback(() => {
    if (isMobileNow()) {
      setOpenMobile((value) => !value)
      return
    }
    setExpanded((value) => {
      document.cookie = `${cookieName}=${String(!value)}; path=/; max-age=${cookieMaxAge}; samesite=lax`
      return !value
    })
  }, [])

  const closeMobile = useCallback(() => setOpenMobile(false), [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault()
        toggle()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  return { mobile, open: mobile ? openMobile : expanded, toggle, closeMobile }
}
