import { type ReactNode } from 'react'

import { useId } from '@/lib/use-id'
import { Label } from '@/components/ui/label'

/** FormControlProps tie a control to its label, hint and error; spread them onto the control. */
export type FormControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true; 'aria-required'?: true }

type Props = {
  label: string
  hint?: string
  /** error is the translated error, shown under the control and tied to it. */
  error?: string
  /** required marks the label with a decorative asterisk and the control with aria-required. */
  required?: boolean
  /** children renders the control with the id and ARIA attributes that tie it to its label, hint and error. */
  children: (control: FormControlProps) => ReactNode
  /** extra is shown under the error (a link, a counter). */
  extra?: ReactNode
}

/** FormField labels a form control and ties its hint and translated error to it (aria-describedby, aria-invalid). */
export function FormField({ label, hint, error, required, children, extra }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </Label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {extra}
    </div>
  )
}
