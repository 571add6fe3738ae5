import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

/** DataLoadingError is the error screen of every route boundary (docs/PRODUCT.md §2). */
export function DataLoadingError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">{t('errors.dataLoading.title')}</h1>
      <p className="text-muted-foreground">{t('errors.dataLoading.description')}</p>
      <Button onClick={onRetry}>{t('errors.dataLoading.retry')}</Button>
    </div>
  )
}
