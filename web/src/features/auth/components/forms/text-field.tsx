import type { ComponentProps } from 'react'

import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

type Props = Omit<ComponentProps<'input'>, 'id'> & { label: string; hint?: string; error?: string }

/** TextField is a labelled input with its hint and error; spread react-hook-form's register() into it. */
export function TextField({ label, hint, error, ...input }: Props) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <Input {...input} {...control} />}
    </FormField>
  )
}
