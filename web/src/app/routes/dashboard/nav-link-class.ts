import { cn } from '@/lib/utils'

/** navLinkClass styles a sidebar link, marking the current page. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground',
    isActive && 'bg-accent font-medium text-accent-foreground',
  )
