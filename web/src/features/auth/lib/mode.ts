/** AuthMode is what the /auth page shows (docs/PRODUCT.md §6): sign-in, sign-up (?signup=true), recovery (?type=recovery[&token=…]) or the emailed confirmation link (?type=confirm&token=…). */
export type AuthMode = 'signIn' | 'signUp' | 'recoveryRequest' | 'recoveryReset' | 'confirmEmail'

/**
 * authModeFrom reads the mode from the query; fallback is the mode of a page
 * without query (/login signs in, /register signs up).
 */
export function authModeFrom(params: URLSearchParams, fallback: 'signIn' | 'signUp' = 'signIn'): { mode: AuthMode; token: string } {
  const token = params.get('token') ?? ''
  if (params.get('type') === 'recovery') return { mode: token ? 'recoveryReset' : 'recoveryRequest', token }
  if (params.get('type') === 'confirm') return { mode: 'confirmEmail', token }
  if (params.get('signup') === 'true') return { mode: 'signUp', token: '' }
  return { mode: fallback, token: '' }
}
