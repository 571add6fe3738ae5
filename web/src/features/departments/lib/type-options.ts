import { useCatalog, useLocalize } from '@/lib/catalog'
import type { SelectOption } from '@/components/ui/select'

/** useTypeOptions lists the catalog's categories and, for a category, its types, labelled in the interface language. */
export function useTypeOptions(category: string): { categories: SelectOption[]; types: SelectOption[]; label: (category: string, type: string) => string } {
  const catalog = useCatalog().data ?? []
  const localize = useLocalize()
  const categories = catalog.map((c) => ({ value: c.category, label: localize(c.label) }))
  const types = (catalog.find((c) => c.category === category)?.types ?? []).map((t) => ({ value: t.slug, label: localize(t.label) }))
  const label = (cat: string, type: string) => {
    const c = catalog.find((x) => x.category === cat)
    if (!c) return type ? `${cat}/${type}` : cat
    const t = c.types.find((x) => x.slug === type)
    return t ? `${localize(c.label)}: ${localize(t.label)}` : localize(c.label)
  }
  return { categories, types, label }
}
