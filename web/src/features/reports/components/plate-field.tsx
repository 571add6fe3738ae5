import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Input } from '@/components/ui/input'

import { normalizePlate } from '../lib/plate'
import { Field } from './field'

type Values = { licensePlate: string }

/** PlateField is the optional licence plate of vehicle types, shown normalised (A–Z, 0–9) as it is typed. */
export function PlateField() {
  const { t } = useTranslation('reports')
  const { control } = useFormContext<Values>()
  return (
    <Controller
      control={control}
      name="licensePlate"
      render={({ field, fieldState }) => (
        <Field id="licensePlate" name="licensePlate" label={t('plate.label')} hint={t('plate.hint')} error={fieldState.error?.message}>
          {(aria) => (
            <Input
              id="licensePlate"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="w-full font-mono uppercase sm:w-64"
              {...aria}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(normalizePlate(e.target.value))}
            />
          )}
        </Field>
      )}
    />
  )
}
