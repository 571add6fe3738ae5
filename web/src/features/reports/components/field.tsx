import type { ReactNode } from 'react'

import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

import { useErrorText } from '../hooks/use-error-text'
import { describedBy } from '../lib/aria'

type ErrorProps = { id: string; field: string; code?: string | null; className?: string }

/** FieldError shows a translated field error; role=alert announces it when it appears. */
export function FieldError({ id, field, code, className }: ErrorProps) {
  const errorText = useErrorText()
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-destructive empty:hidden', className)}>
      {code ? errorText(field, code) : null}
    </p>
  )
}

type FieldProps = {
  id: string
  /** name is the form field whose error messages apply. */
  name: string
  label: string
  hint?: ReactNode
  error?: string | null
  /** children renders the control with its aria-describedby and aria-invalid. */
  children: (aria: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode
  extra?: ReactNode
}

/** Field is a labelled control with its hint and error tied to it for assistive technology. */
export function Field({ id, name, label, hint, error, children, extra }: FieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({
        'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
        'aria-invalid': error ? true : undefined,
      })}
      {extra}
      <FieldError id={errorId} field={name} code={error} />
    </div>
  )
}
