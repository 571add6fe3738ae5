import { Outlet } from 'react-router-dom'

import { DashboardShell } from '@/components/layouts/dashboard-shell'
import { useAuth, useSignOut } from '@/features/auth'
import { useAdminFlagRefresh, useFlags, useLiveFlags } from '@/features/flags'
import { useLiveEventStream } from '@/lib/live-events'

import { DashboardHeader } from './header'
import { DashboardNav } from './nav'
import { SidebarFooter } from './sidebar-footer'

/**
 * DashboardLayout binds the signed-in user to the dashboard shell: the
 * live event stream, the user's feature flags (which choose the sidebar's
 * items) and the sign-out control.
 */
export function DashboardLayout() {
  const { status, user, roles } = useAuth()
  const userId = user?.id ?? null
  useLiveEventStream(status === 'signed_in')
  useLiveFlags(userId)
  useAdminFlagRefresh(userId, roles.includes('reporter_admin'))
  const flags = useFlags(userId)
  // docs/PRODUCT.md §6: the route guard goes to /auth about 100 ms after the session ends;
  // a failure shows the 'Error signing out' toast.
  const onSignOut = useSignOut()

  return (
    <DashboardShell
      nav={<DashboardNav roles={roles} flags={flags} />}
      sidebarFooter={<SidebarFooter onSignOut={() => void onSignOut()} />}
      header={<DashboardHeader />}
    >
      <Outlet />
    </DashboardShell>
  )
}
