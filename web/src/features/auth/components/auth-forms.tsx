import { Card, CardContent } from '@/components/ui/card'

import type { AuthMode } from '../lib/mode'
import { ConfirmEmail } from './forms/confirm-email'
import { RecoveryRequestForm } from './forms/recovery-request-form'
import { ResetPasswordForm } from './forms/reset-password-form'
import { SignInForm } from './forms/sign-in-form'
import { SignUpForm } from './forms/sign-up-form'

/** AuthForms is the body of the /auth page for a mode; its page loads it lazily (see lazy-auth-forms). */
export function AuthForms({ mode, token }: { mode: AuthMode; token: string }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent>
        {mode === 'signIn' ? <SignInForm /> : null}
        {mode === 'signUp' ? <SignUpForm /> : null}
        {mode === 'recoveryRequest' ? <RecoveryRequestForm /> : null}
        {mode === 'recoveryReset' ? <ResetPasswordForm key={token} token={token} /> : null}
        {mode === 'confirmEmail' ? <ConfirmEmail key={token} token={token} /> : null}
      </CardContent>
    </Card>
  )
}
