import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { InvestorStatus } from '../lib/statuses'
import { investorRequestSchema, type InvestorRequest } from './list-investor-requests'
import { investorKeys } from './query-keys'

export type InvestorUpdate = { status: InvestorStatus; notes: string }

/** updateInvestorRequest is PATCH /api/owner/investor-requests/{id}: the saved request. */
export async function updateInvestorRequest(id: string, update: InvestorUpdate): Promise<InvestorRequest> {
  return investorRequestSchema.parse(await api.patch(`/api/owner/investor-requests/${encodeURIComponent(id)}`, update))
}

/** useUpdateInvestorRequest saves a request and puts the answer into the cached list. */
export function useUpdateInvestorRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: InvestorUpdate }) => updateInvestorRequest(id, update),
    onSuccess: (saved) => {
      queryClient.setQueryData<InvestorRequest[]>(investorKeys.list(), (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      )
    },
  })
}
