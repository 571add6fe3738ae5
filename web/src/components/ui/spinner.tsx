import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { cn } from '@/lib/utils'

/**
 * Spinner announces a loading state. It never suspends, so it can be the
 * fallback while the translations themselves are loading (then it has no
 * text until they arrive).
 */
export function Spinner({ className }: { className?: string }) {
  const { t, ready } = useTranslation('common', { useSuspense: false })
  return (
    <div role="status" className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span className="sr-only">{ready ? t('status.loading') : null}</span>
    </div>
  )
}

/** PageSpinner centres a spinner in the page area. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center">
      <Spinner />
    </div>
  )
}

/** LoadingLine announces a loading state with its own words, next to a spinner. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-center gap-2 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      {children}
    </div>
  )
}
