import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

/** Badge is a small rounded label; pass the colours in className. */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', className)} {...props} />
}
