/**
 * sharedKeys are the query keys of data that no single feature owns (the
 * configuration, the catalog, the language list, the maps key and the
 * signed-in user's report counts). Each feature keeps its own keys in
 * features/<feature>/api/query-keys.ts; nothing types a key by hand.
 */
export const sharedKeys = {
  config: () => ['config'] as const,
  catalog: () => ['catalog'] as const,
  languages: () => ['languages'] as const,
  mapsKey: () => ['maps-key'] as const,
  myStats: () => ['my-stats'] as const,
  neighborhoods: () => ['neighborhoods'] as const,
}
