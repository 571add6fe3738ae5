import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { flagIds, flagRoles, isFlagId, type FlagRole } from '../lib/flag-ids'
import { flagKeys } from './query-keys'

const ownerFlagSchema = z.object({
  flag_id: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  roles: z.nullable(z.record(z.string(), z.boolean())),
})

/** OwnerFlag is a flag with its global value and the roles that have a value of their own. */
export type OwnerFlag = {
  flag_id: string
  description: string
  enabled: boolean
  roles: Partial<Record<FlagRole, boolean>>
}

function knownRoles(roles: Record<string, boolean> | null): OwnerFlag['roles'] {
  const out: OwnerFlag['roles'] = {}
  for (const role of flagRoles) if (roles && typeof roles[role] === 'boolean') out[role] = roles[role]
  return out
}

// Owners see the flags in the sidebar's order, then the product switches; unknown ones last.
const order = (flagId: string) => (isFlagId(flagId) ? flagIds.indexOf(flagId) : flagIds.length)

/** fetchOwnerFlags is GET /api/owner/flags (owner only). */
export async function fetchOwnerFlags(signal?: AbortSignal): Promise<OwnerFlag[]> {
  const data = z.array(ownerFlagSchema).parse(await api.get('/api/owner/flags', { signal }))
  return data.map((flag) => ({ ...flag, roles: knownRoles(flag.roles) })).sort((a, b) => order(a.flag_id) - order(b.flag_id))
}

export const ownerFlagsQueryOptions = queryOptions({
  queryKey: flagKeys.owner(),
  queryFn: ({ signal }) => fetchOwnerFlags(signal),
})

/** useOwnerFlags lists every flag with its settings; the live stream invalidates it on each change. */
export function useOwnerFlags() {
  return useQuery(ownerFlagsQueryOptions)
}
