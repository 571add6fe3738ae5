/** flagKeys builds every query key of the flags feature. */
export const flagKeys = {
  all: ['flags'] as const,
  /** evaluated is the caller's flag map; the user id keeps one user's flags from another's. */
  evaluated: (userId: string | null) => [...flagKeys.all, 'evaluated', userId] as const,
  one: (userId: string | null, flagId: string) => [...flagKeys.all, 'one', userId, flagId] as const,
  owner: () => [...flagKeys.all, 'owner'] as const,
}
