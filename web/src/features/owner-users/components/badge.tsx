import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

const tones = {
  neutral: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'bg-background text-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
} as const

/** Badge is a small label (a role, a state). */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium', tones[tone])}>
      {children}
    </span>
  )
}
