/** investorStatuses are the steps of an investor request, in order. */
export const investorStatuses = ['new', 'contacted', 'deck_sent'] as const

export type InvestorStatus = (typeof investorStatuses)[number]

/** toInvestorStatus narrows a select's value; anything else is null. */
export function toInvestorStatus(value: string): InvestorStatus | null {
  return investorStatuses.find((s) => s === value) ?? null
}
