import { type ComponentProps } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

import { investorLimits, type InvestorField } from './investor-schema'

type Props = {
  name: InvestorField
  label: string
  registration: UseFormRegisterReturn
  error: FieldError | undefined
  multiline?: boolean
  required?: boolean
} & Pick<ComponentProps<'input'>, 'type' | 'autoComplete'>

/** FormField is a labelled input or textarea with its translated error tied by aria-describedby. */
export function FormField({ name, label, registration, error, multiline = false, required, ...inputProps }: Props) {
  const { t } = useTranslation('deck', { lng: 'en' })
  const id = useId()
  const errorId = `${id}-error`
  const code = error?.message
  const message = code
    ? t(`form.errors.${isKnownCode(code) ? code : 'invalid'}`, { max: investorLimits[name] })
    : null
  const shared = {
    id,
    'aria-required': required || undefined,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
    ...registration,
  }
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea {...shared} /> : <Input className="bg-background" {...shared} {...inputProps} />}
      {message ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  )
}

const knownCodes = ['required', 'invalid_format', 'too_long'] as const

function isKnownCode(code: string): code is (typeof knownCodes)[number] {
  return (knownCodes as readonly string[]).includes(code)
}
