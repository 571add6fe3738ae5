import { useCallback } from 'react'

import { useCatalog, useLocalize } from '@/lib/catalog'

/** useCatalogNames names category and type slugs from GET /api/catalog; the slug while it loads. */
export function useCatalogNames() {
  const catalog = useCatalog().data
  const localize = useLocalize()
  const category = useCallback(
    (slug: string) => {
      const found = catalog?.find((c) => c.category === slug)
      return found ? localize(found.label) : slug
    },
    [catalog, localize],
  )
  const type = useCallback(
    (categorySlug: string, slug: string) => {
      if (!slug) return category(categorySlug)
      const found = catalog?.find((c) => c.category === categorySlug)?.types.find((t) => t.slug === slug)
      return found ? localize(found.label) : slug
    },
    [catalog, localize, category],
  )
  return { category, type, categories: catalog ?? [], localize }
}
