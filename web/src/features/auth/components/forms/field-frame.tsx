import { useId, type ReactNode } from 'react'

import { Label } from '@/components/ui/label'

export type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }

type Props = {
  label: string
  hint?: string
  /** error is the translated error, shown under the control and tied to it. */
  error?: string
  children: (control: ControlProps) => ReactNode
}

/** FieldFrame labels a form control and ties its hint and error to it (aria-describedby, aria-invalid). */
export function FieldFrame({ label, hint, error, children }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
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
    </div>
  )
}
