import { CircleX } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** ConfigurationError is shown instead of the app when /api/config fails (docs/PRODUCT.md §14). */
export function ConfigurationError({ details }: { details: string }) {
  const { t } = useTranslation()
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted px-4">
      <div role="alert" className="w-full max-w-lg space-y-4 rounded-xl border bg-card p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <CircleX aria-hidden="true" className="size-6 text-destructive" />
          <h1 className="text-xl font-semibold">{t('errors.config.title')}</h1>
        </div>
        <p className="text-muted-foreground">{t('errors.config.description')}</p>
        <details className="rounded-md bg-muted p-3 text-sm">
          <summary className="cursor-pointer font-medium">{t('errors.config.details')}</summary>
          <pre className="mt-2 whitespace-pre-wrap break-words font-mono text-xs">{details}</pre>
        </details>
      </div>
    </main>
  )
}
