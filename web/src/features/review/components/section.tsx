import { type ReactNode } from 'react'

import { useId } from '@/lib/use-id'

/** Section is a titled part of a report page (an <h2> and its content). */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
