import { cn } from '@/lib/utils'

/** sidebarItemClass styles a sidebar row; collapsed rows are icon-only squares. */
export function sidebarItemClass(active: boolean, collapsed: boolean): string {
  return cn(
    'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring',
    collapsed && 'justify-center px-0',
    active && 'bg-accent font-medium text-accent-foreground',
  )
}
