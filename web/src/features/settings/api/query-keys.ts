/** settingsKeys is the query-key factory of the settings feature. */
export const settingsKeys = {
  all: ['settings'] as const,
  me: () => [...settingsKeys.all, 'me'] as const,
}
