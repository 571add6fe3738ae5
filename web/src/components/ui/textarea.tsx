import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

import { controlClass } from './control-variants'

/** Textarea is a multi-line text box styled like Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(controlClass, 'min-h-28 py-2', className)} {...props} />
}
