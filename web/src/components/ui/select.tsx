import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

import { controlClass, singleLineClass } from './control-variants'

/** Select is the browser's own select (keyboard and screen readers work as everywhere), styled like Input. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(controlClass, singleLineClass, className)} {...props} />
}
