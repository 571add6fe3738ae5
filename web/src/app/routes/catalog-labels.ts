import { useTranslation } from 'react-i18next'

import { bikeLaneCategory, isUploadCategory, type UploadCategory } from '@/config/catalog'
import type { CatalogKey } from '@/lib/i18n-keys'

type CategorySlug = UploadCategory | typeof bikeLaneCategory

/**
 * useCatalogLabels translates category and type slugs from the catalog
 * namespace; an unknown slug gives null so the page can say 'not found'.
 */
export function useCatalogLabels() {
  const { t, i18n } = useTranslation('catalog')
  return {
    root: t('breadcrumbRoot'),
    category: (slug: string | undefined): string | null =>
      isUploadCategory(slug) || slug === bikeLaneCategory ? t(`categories.${slug satisfies CategorySlug}`) : null,
    type: (slug: string | undefined): string | null => {
      if (!slug) return null
      const key = `types.${slug}`
      return i18n.exists(key, { ns: 'catalog' }) ? t(key as CatalogKey) : null
    },
  }
}
