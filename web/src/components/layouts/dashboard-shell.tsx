import { PanelLeft } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { InsideMain } from '@/components/errors/main-landmark'
import { Button } from '@/components/ui/button'
import { Tooltip } from '@/components/ui/tooltip'

import { HeaderSlotTarget } from './header-slot'
import { LanguageSwitcher } from './language-switcher'
import { SidebarContext } from './sidebar-context'
import { SidebarPanel, SidebarSheet } from './sidebar-panel'
import { SkipLink } from './skip-link'
import { useSidebarState } from './use-sidebar-state'

type Props = {
  /** nav is the sidebar's navigation (chosen by the app from the user's roles and flags). */
  nav: ReactNode
  /** sidebarFooter holds Settings and Sign out. */
  sidebarFooter?: ReactNode
  /** header is the page title or the breadcrumbs. */
  header: ReactNode
  children: ReactNode
}

/**
 * DashboardShell frames the signed-in area (docs/PRODUCT.md §2): a sidebar titled with
 * the product name (16rem, collapsible to 3rem of icons with tooltips; under
 * 768 px an 18rem sheet that closes after a click), a header and the page.
 */
export function DashboardShell({ nav, sidebarFooter, header, children }: Props) {
  const { t } = useTranslation('shell')
  const { mobile, expanded, openMobile, setOpenMobile, toggle } = useSidebarState()
  const sidebarId = useId()
  const collapsed = !mobile && !expanded
  const context = useMemo(() => ({ collapsed, mobile }), [collapsed, mobile])

  const toggleButton = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('sidebar.toggle')}
      {...(mobile ? {} : { 'aria-expanded': expanded, 'aria-controls': sidebarId })}
      onClick={mobile ? undefined : toggle}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  )

  return (
      <SidebarContext.Provider value={context}>
        <Dialog.Root open={mobile && openMobile} onOpenChange={setOpenMobile}>
          <div className="flex min-h-svh">
            <SkipLink />
            {mobile ? (
              <SidebarSheet nav={nav} footer={sidebarFooter} onNavigate={() => setOpenMobile(false)} />
            ) : (
              <SidebarPanel id={sidebarId} nav={nav} footer={sidebarFooter} />
            )}
            <div className="flex min-w-0 flex-1 flex-col">
              {/* At least 3.5rem, taller when the breadcrumbs wrap on a narrow screen (WCAG 1.4.10); sticky only from
                  640 px, where it stays one line, so that it never covers the focused element (2.4.11). */}
              <header className="top-0 z-20 flex min-h-14 items-center gap-2 border-b bg-background px-2 py-2 sm:sticky sm:px-4">
                <Tooltip label={t('sidebar.toggleHint')}>
                  {mobile ? <Dialog.Trigger asChild>{toggleButton}</Dialog.Trigger> : toggleButton}
                </Tooltip>
                <div className="min-w-0 flex-1">{header}</div>
                <HeaderSlotTarget />
                <LanguageSwitcher signedIn />
              </header>
              <main id="main" tabIndex={-1} className="flex-1 outline-none">
                <InsideMain.Provider value>{children}</InsideMain.Provider>
              </main>
            </div>
          </div>
        </Dialog.Root>
      </SidebarContext.Provider>
  )
}
