import type { LucideIcon } from 'lucide-react'
import { Tooltip } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'
import { NavLink, useMatch, useResolvedPath } from 'react-router-dom'

import { useSidebar } from './sidebar-context'
import { sidebarItemClass } from './sidebar-item-class'

/** ItemTooltip names an icon-only item on hover and focus (700 ms delay, from the shell's provider). */
export function ItemTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="right" sideOffset={8} className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow">
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}

function Row({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  const { collapsed } = useSidebar()
  return (
    <>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
    </>
  )
}

type LinkProps = { to: string; label: string; icon: LucideIcon; end?: boolean }

/** SidebarLink is a navigation row: icon and label, or the icon with a tooltip when collapsed. */
export function SidebarLink({ to, label, icon, end }: LinkProps) {
  const { collapsed } = useSidebar()
  // A string, not NavLink's class function: the tooltip's Slot would stringify a function.
  const active = useMatch({ path: useResolvedPath(to).pathname, end: end ?? false }) !== null
  const link = (
    <NavLink to={to} end={end} className={sidebarItemClass(active, collapsed)}>
      <Row icon={icon} label={label} />
    </NavLink>
  )
  return collapsed ? <ItemTooltip label={label}>{link}</ItemTooltip> : link
}

/** SidebarButton is an action row (e.g. Sign out), shaped like a link row. */
export function SidebarButton({ label, icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  const { collapsed } = useSidebar()
  const button = (
    <button type="button" className={sidebarItemClass(false, collapsed)} onClick={onClick}>
      <Row icon={icon} label={label} />
    </button>
  )
  return collapsed ? <ItemTooltip label={label}>{button}</ItemTooltip> : button
}

/** SidebarSection is a titled group of rows; the title stays for screen readers when collapsed. */
export function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  const { collapsed } = useSidebar()
  return (
    <div>
      <h2 className={collapsed ? 'sr-only' : 'px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground'}>{title}</h2>
      <ul className="space-y-1">{children}</ul>
    </div>
  )
}
