import { useTranslation } from 'react-i18next'

import { SelectField } from '@/components/ui/select-field'

import { useTypeOptions } from '../lib/type-options'

/** PickedType is a category and one of its types ('' for any). */
export type PickedType = { category: string; type: string }

type Props = { value: PickedType; onChange: (value: PickedType) => void }

/** TypeFields pick a category (required) and one of its types (or any): a new category clears the type. */
export function TypeFields({ value, onChange }: Props) {
  const { category, type } = value
  const { t } = useTranslation('departments')
  const options = useTypeOptions(category)
  return (
    <>
      <SelectField
        label={t('rules.category')}
        required
        empty={t('rules.pick')}
        value={category}
        onChange={(e) => onChange({ category: e.target.value, type: '' })}
        options={options.categories}
      />
      <SelectField label={t('rules.type')} empty={t('rules.anyType')} value={type} onChange={(e) => onChange({ category, type: e.target.value })} options={options.types} />
    </>
  )
}
