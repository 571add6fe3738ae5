import { ImageOff, LoaderCircle } from 'lucide-react'

import { cn } from '@/lib/utils'

type Props = {
  /** state is 'processing' (a spinner) or 'failed' (a broken-picture icon). */
  state: 'processing' | 'failed'
  /** label is the translated sentence shown (and announced) in the photo's place. */
  label: string
  className?: string
}

/**
 * PhotoPlaceholder stands in for a photo that has no public copy yet: one
 * still being processed in the background, or one that could not be. It is
 * a status region, so screen readers announce it when it appears or
 * changes.
 */
export function PhotoPlaceholder({ state, label, className }: Props) {
  const Icon = state === 'processing' ? LoaderCircle : ImageOff
  return (
    <div
      role="status"
      data-photo-state={state}
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-muted p-2 text-center text-sm text-muted-foreground',
        state === 'failed' && 'border-destructive/50 text-destructive',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-6 shrink-0', state === 'processing' && 'animate-spin text-primary')} />
      <span>{label}</span>
    </div>
  )
}
