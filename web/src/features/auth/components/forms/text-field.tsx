import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

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

/** EmailField is the form's required email address field; spread register('email') into it. */
export function EmailField(props: Omit<Props, 'label' | 'type'>) {
  const { t } = useTranslation('auth')
  return <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" aria-required="true" {...props} />
}
