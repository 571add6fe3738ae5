import type { LucideIcon } from 'lucide-react'

import { cn } from '@/lib/utils'

type Props<K extends string> = {
  /** icon starts every item; it is decoration, hidden from screen readers. */
  icon: LucideIcon
  keys: readonly K[]
  /** text is the translated item for a key. */
  text: (key: K) => string
  className?: string
}

/** IconList is a list of short statements, each after the same icon. */
export function IconList<K extends string>({ icon: Icon, keys, text, className }: Props<K>) {
  return (
    <ul className={cn('space-y-3', className)}>
      {keys.map((key) => (
        <li key={key} className="flex gap-3">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{text(key)}</span>
        </li>
      ))}
    </ul>
  )
}
