import type { ReactNode } from 'react'

import { useDocumentTitle } from '@/hooks/use-document-title'

type Props = {
  title: string
  lead: string
  /** actions are the page's calls to action, under the lead. */
  actions?: ReactNode
}

/** Hero opens a page: its <h1> (also the tab title), a lead paragraph and the calls to action. */
export function Hero({ title, lead, actions }: Props) {
  useDocumentTitle(title)
  return (
    <div className="border-b bg-secondary">
      <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-secondary-foreground sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-secondary-foreground">{lead}</p>
        {actions ? <div className="mt-8">{actions}</div> : null}
      </div>
    </div>
  )
}
