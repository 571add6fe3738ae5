import { useId, type ReactElement } from 'react'

import { Label } from '@/components/ui/label'

export const controlClass =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm'

type ControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }

/** Field is a labelled control with its translated error tied to it (aria-describedby, aria-invalid). */
export function Field({ label, error, children }: { label: string; error?: string; children: (control: ControlProps) => ReactElement }) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...(error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {}) })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
