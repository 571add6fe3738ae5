import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

import { controlClass, singleLineClass } from './control-variants'

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(controlClass, singleLineClass, 'bg-transparent', className)} {...props} />
}
