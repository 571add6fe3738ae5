import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

type Props = {
  title: string
  description?: string
  className?: string
  children: ReactNode
  /** returnFocus receives focus when the dialog closes (for dialogs opened without a Dialog.Trigger). */
  returnFocus?: HTMLElement | null
}

/** DialogFrame is a modal's overlay and panel with its title (Radix traps focus; Escape closes). */
export function DialogFrame({ title, description, className, children, returnFocus }: Props) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <Dialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return
          event.preventDefault()
          returnFocus.focus()
        }}
      >
        <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
        {description ? <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description> : null}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  )
}
