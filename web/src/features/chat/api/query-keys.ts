import type { Language } from '@/config/languages'

/** chatKeys is the query-key factory of the renter-protection chat. */
export const chatKeys = {
  all: ['chat'] as const,
  assistants: (lang: Language) => [...chatKeys.all, 'assistants', lang] as const,
  scripts: () => [...chatKeys.all, 'script'] as const,
  script: (type: string, lang: Language) => [...chatKeys.scripts(), type, lang] as const,
  ownerResources: () => [...chatKeys.all, 'owner-resources'] as const,
}
