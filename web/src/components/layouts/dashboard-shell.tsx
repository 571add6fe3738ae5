import { PanelLeft } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { useAppConfig } from '@/config/config-context'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

import { LanguageSwitcher } from './language-switcher'
import { SkipLink } from './skip-link'
import { useSidebarState } from './use-sidebar-state'

type Props = {
  /** nav is the sidebar's navigation (chosen by the app from the user's roles). */
  nav: ReactNode
  /** sidebarFooter holds Settings and Sign out. */
  sidebarFooter?: ReactNode
  /** header is the page title or the breadcrumbs. */
  header: ReactNode
  children: ReactNode
}

/** DashboardShell frames the signed-in area: a sidebar titled with the product name, a header, the page. */
export function DashboardShell({ nav, sidebarFooter, header, children }: Props) {
  const { t } = useTranslation()
  const { app_name } = useAppConfig()
  const { mobile, open, toggle, closeMobile } = useSidebarState()
  const sidebarId = useId()

  return (
    <div className="flex min-h-screen">
      <SkipLink />
      {mobile && open ? <div aria-hidden="true" className="fixed inset-0 z-30 bg-foreground/40" onClick={closeMobile} /> : null}
      <aside
        id={sidebarId}
        // On mobile the overlay closes after a link is followed (spec §2).
        onClick={(event) => mobile && event.target instanceof Element && event.target.closest('a') && closeMobile()}
        className={cn(
          'w-72 shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground md:w-64',
          mobile && 'fixed inset-y-0 left-0 z-40 shadow-lg',
          open ? 'flex' : 'hidden',
        )}
      >
        <div className="border-b border-sidebar-border px-4 py-4">
          <Link to={paths.dashboard.root.getHref()} className="text-lg font-bold text-primary">
            {app_name}
          </Link>
        </div>
        <nav aria-label={t('a11y.dashboardNavigation')} className="flex-1 overflow-y-auto px-2 py-4">
          {nav}
        </nav>
        {sidebarFooter ? <div className="border-t border-sidebar-border px-2 py-3">{sidebarFooter}</div> : null}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-3 border-b px-4">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('dashboard.toggleSidebar')}
            aria-expanded={open}
            aria-controls={sidebarId}
            onClick={toggle}
          >
            <PanelLeft aria-hidden="true" />
          </Button>
          <div className="min-w-0 flex-1">{header}</div>
          <LanguageSwitcher />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
      </div>
    </div>
  )
}
