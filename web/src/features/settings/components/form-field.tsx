import type { ComponentProps } from 'react'

import { FormField as FieldFrame } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'

type Props = Omit<ComponentProps<'input'>, 'id'> & { label: string; hint?: string; error?: string }

/**
 * FormField is a labelled input with its hint and translated error, both
 * tied to it (aria-describedby, aria-invalid); a password field gets a
 * show/hide toggle. Spread react-hook-form's register() into it.
 */
export function FormField({ label, hint, error, type, ...input }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (type === 'password' ? <PasswordInput {...input} {...control} /> : <Input {...input} {...control} type={type} />)}
    </FieldFrame>
  )
}
