import { type ReactNode } from 'react'

import { useId } from '@/lib/use-id'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { cn } from '@/lib/utils'

type Props = {
  /** title is the translated page title: the <h1> and the tab title. */
  title: string
  description?: string
  className?: string
  children?: ReactNode
}

/** PageFrame is the frame of every page: its <h1>, a one-line description and the body. */
export function PageFrame({ title, description, className, children }: Props) {
  const headingId = useId()
  useDocumentTitle(title)
  return (
    <section aria-labelledby={headingId} className={cn('mx-auto w-full max-w-5xl px-4 py-8 sm:px-6', className)}>
      <header className="mb-6 space-y-2">
        <h1 id={headingId} className="text-3xl font-bold tracking-tight">
          {title}
        </h1>
        {description ? <p className="max-w-prose text-lg text-muted-foreground">{description}</p> : null}
      </header>
      {children}
    </section>
  )
}
