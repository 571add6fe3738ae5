import { useTranslation } from 'react-i18next'

import { SelectField } from '@/components/ui/select-field'

import { useTypeOptions } from '../lib/type-options'

type Props = { category: string; type: string; onChange: (category: string, type: string) => void }

/** TypeFields pick a category (required) and one of its types (or any): a new category clears the type. */
export function TypeFields({ category, type, onChange }: Props) {
  const { t } = useTranslation('departments')
  const options = useTypeOptions(category)
  return (
    <>
      <SelectField
        label={t('rules.category')}
        required
        empty={t('rules.pick')}
        value={category}
        onChange={(e) => onChange(e.target.value, '')}
        options={options.categories}
      />
      <SelectField label={t('rules.type')} empty={t('rules.anyType')} value={type} onChange={(e) => onChange(category, e.target.value)} options={options.types} />
    </>
  )
}
