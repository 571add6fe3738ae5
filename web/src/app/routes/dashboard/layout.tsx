import { LogOut, Settings } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useNavigate } from 'react-router-dom'

import { DashboardShell } from '@/components/layouts/dashboard-shell'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth'
import { cn } from '@/lib/utils'

import { DashboardHeader } from './header'
import { DashboardNav } from './nav'
import { navLinkClass } from './nav-link-class'

/** DashboardLayout binds the signed-in user to the dashboard shell. */
export function DashboardLayout() {
  const { t } = useTranslation()
  const { roles, signOut } = useAuth()
  const navigate = useNavigate()

  const onSignOut = async () => {
    await signOut()
    // Spec §4: after sign-out, go to /auth shortly after.
    window.setTimeout(() => void navigate(paths.auth.getHref(), { replace: true }), 100)
  }

  const footer = (
    <ul className="space-y-1">
      <li>
        <NavLink to={paths.dashboard.settings.getHref()} className={navLinkClass}>
          <Settings aria-hidden="true" className="mr-2 inline size-4" />
          {t('dashboard.nav.settings')}
        </NavLink>
      </li>
      <li>
        <button type="button" className={cn(navLinkClass({ isActive: false }), 'w-full text-left')} onClick={() => void onSignOut()}>
          <LogOut aria-hidden="true" className="mr-2 inline size-4" />
          {t('dashboard.nav.signOut')}
        </button>
      </li>
    </ul>
  )

  return (
    <DashboardShell nav={<DashboardNav roles={roles} />} sidebarFooter={footer} header={<DashboardHeader />}>
      <Outlet />
    </DashboardShell>
  )
}
