import { useState } from 'react'
import { useFormContext } from 'react-hook-form'

import { Input } from '@/components/ui/input'

import { toDateInput, toDateTimeInput } from '../lib/datetime'
import { Field } from './field'

type Props = {
  name: 'occurredAt' | 'startedAt'
  label: string
  hint: string
  /** dateOnly asks for a day rather than a day and time. */
  dateOnly?: boolean
}

/** PastTimeField is a date (and time) that cannot be in the future: max is now, refreshed on focus. */
export function PastTimeField({ name, label, hint, dateOnly = false }: Props) {
  const { register, formState } = useFormContext<Record<Props['name'], string>>()
  const format = dateOnly ? toDateInput : toDateTimeInput
  const [max, setMax] = useState(() => format(new Date()))
  const error = formState.errors[name]?.message
  return (
    <Field id={name} name={name} label={label} hint={hint} error={error}>
      {(aria) => (
        <Input
          id={name}
          type={dateOnly ? 'date' : 'datetime-local'}
          max={max}
          className="w-full sm:w-64"
          onFocus={() => setMax(format(new Date()))}
          {...aria}
          {...register(name)}
        />
      )}
    </Field>
  )
}
