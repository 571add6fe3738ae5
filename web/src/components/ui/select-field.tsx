import type { ComponentProps } from 'react'

import { FormField } from './form-field'
import { Select, SelectOptions, type SelectOption } from './select'

type Props = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string
  hint?: string
  error?: string
  /** empty names the empty choice ("All categories"), listed first. */
  empty?: string
  options: SelectOption[]
}

/** SelectField is a labelled Select of plain options: FormField, Select and SelectOptions in one. */
export function SelectField({ label, hint, error, empty, options, ...select }: Props) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <Select {...select} {...control}>
          <SelectOptions empty={empty} options={options} />
        </Select>
      )}
    </FormField>
  )
}
