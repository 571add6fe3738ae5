import { type ReactNode } from 'react'

import { useId } from '@/lib/use-id'
import { cn } from '@/lib/utils'

type Props = {
  heading: string
  intro?: string
  className?: string
  children?: ReactNode
}

/** Section is one titled part of a public page: an <h2>, an optional intro and its content. */
export function Section({ heading, intro, className, children }: Props) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn('mx-auto w-full max-w-5xl px-4 py-10 sm:px-6', className)}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {intro ? <p className="mt-2 max-w-prose text-muted-foreground">{intro}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  )
}
