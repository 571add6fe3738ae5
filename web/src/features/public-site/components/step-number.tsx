import { cn } from '@/lib/utils'

/** StepNumber is the round badge with a step's number; the list's order already says it, so it is hidden from screen readers. */
export function StepNumber({ n, className }: { n: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-8 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground', className)}
    >
      {n}
    </span>
  )
}
