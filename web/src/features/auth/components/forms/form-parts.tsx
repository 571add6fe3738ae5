import { CircleAlert, LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

import { Alert, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

/** FormAlert announces a form-level error (role="alert"); it renders nothing without a message. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle className="leading-snug">{message}</AlertTitle>
      {children ? <div className="col-start-2">{children}</div> : null}
    </Alert>
  )
}

/**
 * SubmitButton stays focusable while the request runs (aria-disabled rather
 * than disabled, which would drop the keyboard focus); the form ignores
 * submits meanwhile.
 */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" className="w-full" aria-disabled={pending || undefined}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {pending ? pendingLabel : label}
    </Button>
  )
}
