import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

import type { NeighborhoodNames } from '../api/neighborhoods'

type Props = {
  initial?: NeighborhoodNames
  submitLabel: string
  pending: boolean
  error?: string
  onSubmit: (names: NeighborhoodNames) => void
  onCancel?: () => void
}

/** NamesForm edits a neighbourhood's English and Spanish names. */
export function NamesForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('neighborhoods')
  const [names, setNames] = useState<NeighborhoodNames>(initial ?? { name_en: '', name_es: '' })

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit({ name_en: names.name_en.trim(), name_es: names.name_es.trim() || names.name_en.trim() })
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField label={t('table.nameEn')} required error={error}>
        {(control) => <Input {...control} value={names.name_en} maxLength={100} onChange={(e) => setNames({ ...names, name_en: e.target.value })} />}
      </FormField>
      <FormField label={t('table.nameEs')}>
        {(control) => <Input {...control} value={names.name_es} maxLength={100} onChange={(e) => setNames({ ...names, name_es: e.target.value })} />}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('table.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
