import type { NeighborhoodNames } from '../api/neighborhoods'

/** localName is a neighbourhood's name in the reader's language. */
export function localName(n: NeighborhoodNames, language: string): string {
  return language.startsWith('es') ? n.name_es : n.name_en
}

export const statuses = ['screening', 'pending', 'approved', 'rejected'] as const
