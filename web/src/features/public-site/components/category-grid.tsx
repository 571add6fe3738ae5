import { LoaderCircle, Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useCatalog, useLocalize } from '@/lib/catalog'
import { cn } from '@/lib/utils'

import { Section } from './section'

/**
 * CategoryGrid is "what you can report": the fourteen categories with their
 * labels and descriptions from GET /api/catalog, in the page's language.
 * compact drops the descriptions (landing page).
 */
export function CategoryGrid({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation('public')
  const localize = useLocalize()
  const { data, isPending, isError, refetch, isRefetching } = useCatalog()

  let body
  if (isPending || (isError && isRefetching)) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {t('categories.loading')}
      </p>
    )
  } else if (isError) {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center gap-3 text-destructive">
          {t('categories.error')}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('categories.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    )
  } else {
    body = (
      <ul className={cn('grid gap-3 sm:grid-cols-2', compact ? 'lg:grid-cols-3' : 'lg:grid-cols-2')}>
        {data.map((category) => (
          <li key={category.category} className="rounded-lg border bg-card p-4 text-card-foreground">
            <h3 className="font-semibold">{localize(category.label)}</h3>
            {compact ? null : <p className="mt-1 text-sm text-muted-foreground">{localize(category.description)}</p>}
            {category.private ? (
              <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-secondary-foreground">
                <Lock aria-hidden="true" className="size-4" />
                {t('categories.private')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Section heading={t('categories.heading')} intro={t('categories.intro')} className={className}>
      {body}
    </Section>
  )
}
