import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

import { buttonVariants, type ButtonVariantProps } from './button-variants'

type ButtonProps = ComponentProps<'button'> & ButtonVariantProps & { asChild?: boolean }

/** Button is a styled <button>; with asChild it styles its child (e.g. a Link). */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      data-slot="button"
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}
