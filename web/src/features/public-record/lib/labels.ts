import { useCallback } from 'react'

import { useCatalog, useLocalize } from '@/lib/catalog'

/** usePublicCatalog names categories and types (GET /api/catalog) and lists the public categories (never the private ones). */
export function usePublicCatalog() {
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
  const categories = (catalog ?? []).filter((c) => !c.private).map((c) => ({ slug: c.category, label: localize(c.label) }))
  return { category, type, categories }
}
