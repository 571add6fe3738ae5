import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

import { investorKeys } from './query-keys'
import { investorStatuses } from '../lib/statuses'

export const investorRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  message: z.string(),
  status: z.enum(investorStatuses),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})

/** InvestorRequest is one request for the investor deck from the public site. */
export type InvestorRequest = z.infer<typeof investorRequestSchema>

/** listInvestorRequests is GET /api/owner/investor-requests: every request, newest first. */
export async function listInvestorRequests(signal?: AbortSignal): Promise<InvestorRequest[]> {
  // An empty store may answer null rather than [].
  return z.nullable(z.array(investorRequestSchema)).parse(await api.get('/api/owner/investor-requests', { signal })) ?? []
}

export function investorRequestsQueryOptions() {
  return queryOptions({
    queryKey: investorKeys.list(),
    queryFn: ({ signal }) => listInvestorRequests(signal),
  })
}

/** useInvestorRequests is the owner's list of investor requests. */
export function useInvestorRequests() {
  return useQuery(investorRequestsQueryOptions())
}
