import type { ParseKeys } from 'i18next'

import { ApiError } from '@/lib/api-client'

export type OwnerKey = ParseKeys<'owner'>

/**
 * ownerErrorKey translates a refused owner action. The server answers a
 * refusal to act on oneself with a bare 400 'invalid' (no field), so the
 * action tells which refusal it was.
 */
export function ownerErrorKey(error: unknown, selfRefusal?: OwnerKey): OwnerKey {
  if (!(error instanceof ApiError)) return 'errors.generic'
  if (error.code === 'network') return 'errors.network'
  if (error.status === 400 && selfRefusal) return selfRefusal
  if (error.status === 403) return 'errors.forbidden'
  if (error.status === 404) return 'errors.notFound'
  return 'errors.generic'
}
