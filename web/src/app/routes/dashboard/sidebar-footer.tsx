import { LogOut, Settings } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { SidebarButton, SidebarLink } from '@/components/layouts/sidebar-items'
import { paths } from '@/config/paths'

/** SidebarFooter holds Settings and Sign out (docs/PRODUCT.md §2). */
export function SidebarFooter({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('shell')
  return (
    <ul className="space-y-1">
      <li>
        <SidebarLink to={paths.dashboard.settings.getHref()} label={t('sidebar.nav.settings')} icon={Settings} />
      </li>
      <li>
        <SidebarButton label={t('sidebar.nav.signOut')} icon={LogOut} onClick={onSignOut} />
      </li>
    </ul>
  )
}
