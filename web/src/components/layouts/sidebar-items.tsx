import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink, useMatch, useResolvedPath } from 'react-router-dom'

import { Tooltip } from '@/components/ui/tooltip'

import { useSidebar } from './sidebar-context'
import { sidebarItemClass } from './sidebar-item-class'

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
  return collapsed ? <Tooltip label={label}>{link}</Tooltip> : link
}

/** SidebarButton is an action row (e.g. Sign out), shaped like a link row. */
export function SidebarButton({ label, icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  const { collapsed } = useSidebar()
  const button = (
    <button type="button" className={sidebarItemClass(false, collapsed)} onClick={onClick}>
      <Row icon={icon} label={label} />
    </button>
  )
  return collapsed ? <Tooltip label={label}>{button}</Tooltip> : button
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
