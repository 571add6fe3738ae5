import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { InvestorStatus } from '../lib/statuses'
import { investorRequestSchema, investorRequestsKey, type InvestorRequest } from './list-investor-requests'

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
      queryClient.setQueryData<InvestorRequest[]>(investorRequestsKey, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      )
    },
  })
}
