import type { LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'

type Props = { to: string; Icon: LucideIcon; title: string; description: string }

/** LinkCard is a card-sized link with an icon, a title and a line of description. */
export function LinkCard({ to, Icon, title, description }: Props) {
  return (
    <Link
      to={to}
      className="flex h-full gap-3 rounded-xl border bg-card p-4 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span className="space-y-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
    </Link>
  )
}
