import { lazy, Suspense, useEffect, useState } from 'react'

// sonner (≈9 KB gzipped) stays out of the first load: the toaster mounts
// once the browser is idle, and lib/toast imports sonner on first use.
const SonnerToaster = lazy(() => import('./sonner-toaster'))

/** Toaster shows at most one toast at a time (spec §9: toast limit 1). */
export function Toaster() {
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const mount = () => setReady(true)
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(mount, { timeout: 2_000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(mount, 200)
    return () => clearTimeout(id)
  }, [])

  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
