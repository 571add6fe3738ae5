import * as z from 'zod'

// The server's limits (internal/httpapi/public_site.go). Each message is the
// server's field code, so one table translates both kinds of error.
export const investorLimits = { name: 100, email: 254, organization: 200, message: 2000 } as const

// The server counts code points (Go runes), not UTF-16 units.
const runes = (value: string) => Array.from(value).length
const atMost = (max: number) => (value: string) => runes(value) <= max

export const investorSchema = z.object({
  name: z.string().trim().min(1, 'required').refine(atMost(investorLimits.name), 'too_long'),
  email: z.string().trim().min(1, 'required').max(investorLimits.email, 'too_long').pipe(z.email('invalid_format')),
  organization: z.string().trim().refine(atMost(investorLimits.organization), 'too_long'),
  message: z.string().trim().refine(atMost(investorLimits.message), 'too_long'),
})

export type InvestorValues = z.infer<typeof investorSchema>

export type InvestorField = keyof InvestorValues

export const investorFields: readonly InvestorField[] = ['name', 'email', 'organization', 'message']

export function isInvestorField(value: string): value is InvestorField {
  return (investorFields as readonly string[]).includes(value)
}
