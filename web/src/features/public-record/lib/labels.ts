import { useCatalogNames } from '@/lib/report-labels'

/** usePublicCatalog names categories and types (GET /api/catalog) and lists the public categories (never the private ones). */
export function usePublicCatalog() {
  const { category, type, categories: all, localize } = useCatalogNames()
  const categories = all.filter((c) => !c.private).map((c) => ({ slug: c.category, label: localize(c.label) }))
  return { category, type, categories }
}
