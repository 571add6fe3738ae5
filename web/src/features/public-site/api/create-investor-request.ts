import { useMutation } from '@tanstack/react-query'
import * as z from 'zod/mini'

import { api } from '@/lib/api-client'

/** InvestorRequestInput is the deck's request form (POST /api/investor-requests). */
export type InvestorRequestInput = { name: string; email: string; organization: string; message: string }

const createdSchema = z.object({ id: z.string() })

/**
 * createInvestorRequest stores a request for the full deck: 201 {id}. It
 * throws ApiError: 400 `invalid` with field codes (required,
 * invalid_format, too_long), 429 `rate_limited` (5 an hour per address).
 */
export async function createInvestorRequest(input: InvestorRequestInput): Promise<{ id: string }> {
  return createdSchema.parse(await api.post('/api/investor-requests', input))
}

/** useCreateInvestorRequest is the mutation behind the deck's form. */
export function useCreateInvestorRequest() {
  return useMutation({ mutationFn: createInvestorRequest })
}
