import { queryOptions, useQuery } from '@tanstack/react-query'

import { isLanguage, type Language } from '@/config/languages'
import { api, isAbortError } from '@/lib/api-client'
import { sharedKeys } from '@/lib/query-keys'
import { isRecord } from '@/lib/utils'

/** SupportedLanguage is one active interface language (GET /api/languages). */
export type SupportedLanguage = { language_code: string; language_name: string; native_name: string }

/** fallbackLanguages are used when the list cannot be loaded (docs/PRODUCT.md §9: English and Spanish). */
export const fallbackLanguages: readonly SupportedLanguage[] = [
  { language_code: 'en', language_name: 'English', native_name: 'English' },
  { language_code: 'es', language_name: 'Spanish', native_name: 'Español' },
]

const dayMs = 24 * 60 * 60 * 1000

function parseLanguages(data: unknown): SupportedLanguage[] {
  if (!Array.isArray(data)) throw new Error('GET /api/languages: not a list')
  return data.filter(
    (item): item is SupportedLanguage =>
      isRecord(item) &&
      typeof item.language_code === 'string' &&
      typeof item.language_name === 'string' &&
      typeof item.native_name === 'string',
  )
}

/**
 * fetchLanguages lists the active languages ordered by code. Any failure
 * (no answer, an error status, a bad body, an empty list) gives the
 * English/Spanish fallback instead: the switcher must always work. A
 * cancelled request is passed on as it is, neither logged nor replaced.
 */
export async function fetchLanguages(signal?: AbortSignal): Promise<SupportedLanguage[]> {
  try {
    const list = parseLanguages(await api.get('/api/languages', { signal }))
    if (list.length === 0) return [...fallbackLanguages]
    // Codes are ASCII: a plain comparison, not localeCompare, whose first
    // call sets up the browser's collator (15 ms on a fast machine's first load).
    return list.sort((a, b) => (a.language_code < b.language_code ? -1 : a.language_code > b.language_code ? 1 : 0))
  } catch (cause) {
    // A cancelled request is no failure: React Query drops it quietly.
    if (isAbortError(cause)) throw cause
    // docs/PRODUCT.md §9: language load failures are logged only.
    console.warn('languages: using the fallback list', cause)
    return [...fallbackLanguages]
  }
}

/** languagesQueryOptions caches the list for 24 hours (docs/PRODUCT.md §9). */
export const languagesQueryOptions = queryOptions({
  queryKey: sharedKeys.languages(),
  queryFn: ({ signal }) => fetchLanguages(signal),
  staleTime: dayMs,
  gcTime: dayMs,
  retry: false,
})

/**
 * useActiveLanguages gives the interface languages the server lists as
 * active, in code order; while loading it assumes the fallback list.
 */
export function useActiveLanguages(): Language[] {
  const { data } = useQuery(languagesQueryOptions)
  return (data ?? fallbackLanguages).map((l) => l.language_code).filter(isLanguage)
}
