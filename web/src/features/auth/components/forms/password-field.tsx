import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> & { label: string; hint?: string; error?: string }

/** PasswordField is a labelled password box with a show/hide switch and its hint and error. */
export function PasswordField({ label, hint, error, ...input }: Props) {
  return <FormField label={label} hint={hint} error={error}>{(control) => <PasswordInput {...input} {...control} />}</FormField>
}

/** NewPasswordField is a required new password, with the password rules as its hint. */
export function NewPasswordField(props: Omit<Props, 'hint' | 'autoComplete'>) {
  const { t } = useTranslation('auth')
  return <PasswordField hint={t('signUp.passwordHint')} autoComplete="new-password" aria-required="true" {...props} />
}
