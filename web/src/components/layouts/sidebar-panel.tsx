import { MapPinned, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { MouseEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { useAppConfig } from '@/config/config-context'
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

import { useSidebar } from './sidebar-context'

type BodyProps = { nav: ReactNode; footer?: ReactNode }

function Title() {
  const { t } = useTranslation('shell')
  const { app_name } = useAppConfig()
  const { collapsed } = useSidebar()
  const link = (
    <Link
      to={paths.dashboard.root.getHref()}
      aria-label={collapsed ? t('sidebar.homeLink', { app: app_name }) : undefined}
      className="flex items-center gap-2 rounded-md text-lg font-bold text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <MapPinned aria-hidden="true" className="size-5 shrink-0" />
      {collapsed ? null : <span className="truncate">{app_name}</span>}
    </Link>
  )
  return collapsed ? <Tooltip label={app_name}>{link}</Tooltip> : link
}

function Body({ nav, footer }: BodyProps) {
  const { t } = useTranslation('shell')
  const { collapsed } = useSidebar()
  return (
    <>
      <nav aria-label={t('sidebar.navLabel')} className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-1' : 'px-2')}>
        {nav}
      </nav>
      {footer ? <div className={cn('border-t border-sidebar-border py-3', collapsed ? 'px-1' : 'px-2')}>{footer}</div> : null}
    </>
  )
}

/**
 * SidebarPanel is the desktop sidebar: 16rem wide, or 3rem of icons when
 * collapsed. Below 768 px the app shows the sheet instead; the panel is
 * hidden there by its style too, for the copy drawn at build time
 * (web/prerender.mjs) that a phone shows before the app runs.
 */
export function SidebarPanel({ id, ...body }: BodyProps & { id: string }) {
  const { collapsed } = useSidebar()
  return (
    <aside
      id={id}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      className={cn(
        'sticky top-0 flex h-svh shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 max-md:hidden',
        collapsed ? 'w-[3rem]' : 'w-[16rem]',
      )}
    >
      <div className={cn('flex h-14 items-center border-b border-sidebar-border', collapsed ? 'justify-center' : 'px-4')}>
        <Title />
      </div>
      <Body {...body} />
    </aside>
  )
}

/** SidebarSheet is the mobile sidebar: an 18rem dialog that closes once a link is followed. */
export function SidebarSheet({ onNavigate, ...body }: BodyProps & { onNavigate: () => void }) {
  const { t } = useTranslation('shell')
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate()
  }
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-foreground/40" />
      <Dialog.Content
        onClick={closeOnLink}
        className="fixed inset-y-0 left-0 z-50 flex w-[18rem] max-w-[85vw] flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground shadow-lg outline-none"
      >
        <div className="flex h-14 items-center justify-between gap-2 border-b border-sidebar-border px-4">
          <Dialog.Title asChild>
            <div>
              <Title />
            </div>
          </Dialog.Title>
          <Dialog.Close className="rounded-md p-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring" aria-label={t('sidebar.close')}>
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="sr-only">{t('sidebar.sheetDescription')}</Dialog.Description>
        <Body {...body} />
      </Dialog.Content>
    </Dialog.Portal>
  )
}
