import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { NeighborhoodField } from '@/components/filters/neighborhood-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { useNeighborhoodNames } from '@/lib/neighborhoods'

import { dateRangeError, emptyFilters, searchParam, type PublicFilters } from '../lib/filters'
import { usePublicCatalog } from '../lib/labels'
import { Field } from './field'

type Props = {
  value: PublicFilters
  onChange: (filters: PublicFilters) => void
  /** showState offers the open/resolved filter. */
  showState?: boolean
}

/** FilterForm filters the public record by category, date range and (on the map) open or resolved; it applies on submit. */
export function FilterForm({ value, onChange, showState = true }: Props) {
  const { t } = useTranslation('record')
  const { t: tf } = useTranslation('follow')
  const catalog = usePublicCatalog()
  const neighborhoods = useNeighborhoodNames()
  const titleId = useId()
  const [rangeError, setRangeError] = useState(false)

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => {
      const v = data.get(name)
      return typeof v === 'string' && v ? v : null
    }
    const state = text('state')
    const next: PublicFilters = {
      category: text('category'),
      from: text('from'),
      to: text('to'),
      state: state === 'open' || state === 'resolved' ? state : null,
      neighborhood: text('neighborhood'),
      q: searchParam(text('q')),
    }
    // What was typed stays in the form: it is uncontrolled and only re-keyed when the applied filters change.
    setRangeError(dateRangeError(next))
    if (!dateRangeError(next)) onChange(next)
  }

  return (
    <form
      // Drawn again (what was typed is lost) when the applied filters change, or when the options a
      // filter in force needs arrive (a select shows its default value only among its first options).
      key={`${JSON.stringify(value)}-${String(Boolean(value.category) && catalog.categories.length > 0)}-${String(Boolean(value.neighborhood) && neighborhoods.length > 0)}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <h2 id={titleId} className="text-base font-semibold sm:col-span-2 lg:col-span-4">
        {t('filters.title')}
      </h2>
      <Field label={tf('search.label')}>
        {(control) => (
          <Input {...control} type="search" name="q" maxLength={200} placeholder={tf('search.placeholder')} defaultValue={value.q ?? ''} className="bg-background" />
        )}
      </Field>
      <SelectField
        label={t('filters.category')}
        name="category"
        defaultValue={value.category ?? ''}
        empty={t('filters.allCategories')}
        options={catalog.categories.map((c) => ({ value: c.slug, label: c.label }))}
      />
      <NeighborhoodField label={t('filters.neighborhood')} empty={t('filters.allNeighborhoods')} defaultValue={value.neighborhood ?? ''} />
      <Field label={t('filters.from')}>{(control) => <Input {...control} type="date" name="from" defaultValue={value.from ?? ''} className="bg-background" />}</Field>
      <Field label={t('filters.to')} error={rangeError ? t('filters.rangeError') : undefined}>
        {(control) => <Input {...control} type="date" name="to" defaultValue={value.to ?? ''} className="bg-background" />}
      </Field>
      {showState ? (
        <SelectField
          label={t('filters.state')}
          name="state"
          defaultValue={value.state ?? ''}
          empty={t('filters.anyState')}
          options={[
            { value: 'open', label: t('filters.open') },
            { value: 'resolved', label: t('filters.resolved') },
          ]}
        />
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          variant="outline"
          onClick={(event) => {
            event.currentTarget.form?.reset()
            setRangeError(false)
            onChange(emptyFilters)
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  )
}
