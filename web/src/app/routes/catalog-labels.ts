import { useTranslation } from 'react-i18next'

import { useCatalog, useLocalize } from '@/lib/catalog'

/**
 * useCatalogLabels names category and type slugs from GET /api/catalog (the
 * one source of catalog labels) in the interface language; an unknown slug,
 * or a catalog not loaded yet, gives null.
 */
export function useCatalogLabels() {
  const { t } = useTranslation('catalog')
  const catalog = useCatalog().data ?? []
  const localize = useLocalize()
  return {
    root: t('breadcrumbRoot'),
    category: (slug: string | undefined): string | null => {
      const category = catalog.find((c) => c.category === slug)
      return category ? localize(category.label) : null
    },
    type: (slug: string | undefined): string | null => {
      const type = catalog.flatMap((c) => c.types).find((ty) => ty.slug === slug)
      return type ? localize(type.label) : null
    },
  }
}
