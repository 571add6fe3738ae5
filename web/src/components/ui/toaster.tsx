import { lazy, Suspense, useSyncExternalStore } from 'react'

import { subscribeToastRequests, toastRequested } from '@/lib/toast'

// sonner (≈9 KB gzipped) is downloaded only by pages that show a toast:
// lib/toast imports it on first use and then asks this toaster to mount
// (sonner replays the toast already created when the toaster subscribes).
const SonnerToaster = lazy(() => import('./sonner-toaster'))

/** Toaster shows at most one toast at a time (docs/PRODUCT.md §14: toast limit 1). */
export function Toaster() {
  const ready = useSyncExternalStore(subscribeToastRequests, toastRequested, () => false)
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
