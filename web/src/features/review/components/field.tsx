import { useId, type ReactElement, type ReactNode } from 'react'

import { Label } from '@/components/ui/label'

export const controlClass =
  'flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm'

type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true; 'aria-required'?: true }

type Props = {
  label: string
  hint?: string
  error?: string
  required?: boolean
  /** children renders the control with the id and ARIA attributes that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactElement
  extra?: ReactNode
}

/** Field is a labelled control with its hint and translated error (aria-describedby, aria-invalid). */
export function Field({ label, hint, error, required, children, extra }: Props) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
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
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {extra}
    </div>
  )
}
