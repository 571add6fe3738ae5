import { useTranslation } from 'react-i18next'

/** SkipLink lets keyboard users jump past the header to the page (#main). */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('a11y.skipToContent')}
    </a>
  )
}
