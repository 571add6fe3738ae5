import { Outlet } from 'react-router-dom'

import { useAuth } from '@/features/auth'
import { PageViewTracker, SignedInContext } from '@/features/public-site'

/**
 * RootLayout wraps every route: it counts page views (when analytics is
 * on) and tells the public pages whether someone is signed in.
 */
export function RootLayout() {
  const { status } = useAuth()
  return (
    <SignedInContext.Provider value={status === 'signed_in'}>
      <PageViewTracker />
      <Outlet />
    </SignedInContext.Provider>
  )
}
