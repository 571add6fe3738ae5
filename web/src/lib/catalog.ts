import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import * as z from './json-shape'

import { isLanguage, type Language } from '@/config/languages'

import { api } from './api-client'
import { sharedKeys } from './query-keys'

// The report catalog (docs/PRODUCT.md §3) lives once, in the backend: GET
// /api/catalog. Every label and description shown for a category or a type
// comes from here, in English and Spanish.

const localizedSchema = z.object({ en: z.string(), es: z.string() })

const typeSchema = z.object({
  slug: z.string(),
  label: localizedSchema,
  description: localizedSchema,
  vehicle: z.boolean(),
})

const categorySchema = z.object({
  category: z.string(),
  label: localizedSchema,
  description: localizedSchema,
  // The server sends null for bike-lane, which has no types.
  types: z.nullable(z.array(typeSchema)),
  restricted_to_roles: z.optional(z.array(z.string())),
  private: z.boolean(),
  vehicle: z.boolean(),
})

export type LocalizedText = z.infer<typeof localizedSchema>
export type CatalogType = z.infer<typeof typeSchema>
export type CatalogCategory = Omit<z.infer<typeof categorySchema>, 'types'> & { types: CatalogType[] }
export type Catalog = CatalogCategory[]

/** fetchCatalog loads and validates GET /api/catalog. */
export async function fetchCatalog(signal?: AbortSignal): Promise<Catalog> {
  const data = z.array(categorySchema).parse(await api.get('/api/catalog', { signal }))
  return data.map((c) => ({ ...c, types: c.types ?? [] }))
}

export const catalogQueryOptions = queryOptions({
  queryKey: sharedKeys.catalog(),
  queryFn: ({ signal }) => fetchCatalog(signal),
  // docs/PRODUCT.md §14 "static" cache lifetime: the catalog changes only with a release.
  staleTime: 60 * 60 * 1000,
})

/** useCatalog is the catalog query (not suspending: data is undefined while loading). */
export function useCatalog() {
  return useQuery(catalogQueryOptions)
}

/** useLocalize returns a function that picks the interface language's text. */
export function useLocalize(): (text: LocalizedText) => string {
  const { i18n } = useTranslation()
  const current = i18n.resolvedLanguage ?? i18n.language
  const lng: Language = isLanguage(current) ? current : 'en'
  return useCallback((text: LocalizedText) => text[lng] || text.en, [lng])
}

export function findCategory(catalog: Catalog, slug: string | undefined): CatalogCategory | undefined {
  return catalog.find((c) => c.category === slug)
}

export function findType(category: CatalogCategory | undefined, slug: string | undefined): CatalogType | undefined {
  return category?.types.find((t) => t.slug === slug)
}

/**
 * legacyTypeSlugs are type slugs of the earlier route set, per category,
 * with their current slugs (the server accepts both; links redirect).
 */
export const legacyTypeSlugs: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'careless-driver': { 'unsafe-lane-change': 'distracted-driving' },
  'road-infrastructure': { 'missing-curb-ramp': 'missing-curb-ramp-road' },
}

/** currentTypeSlug maps an old type slug to its current one; null when type is not an old slug. */
export function currentTypeSlug(category: string | undefined, type: string | undefined): string | null {
  if (!category || !type) return null
  return legacyTypeSlugs[category]?.[type] ?? null
}

/** isAllowedCategory reports whether a user with roles may file reports in category. */
export function isAllowedCategory(category: CatalogCategory, roles: readonly string[]): boolean {
  const restricted = category.restricted_to_roles ?? []
  return restricted.length === 0 || roles.some((r) => restricted.includes(r))
}
