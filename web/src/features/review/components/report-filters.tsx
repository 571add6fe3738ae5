import { type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { NeighborhoodField } from '@/components/filters/neighborhood-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { SelectField } from '@/components/ui/select-field'
import { useNeighborhoodNames } from '@/lib/neighborhoods'
import { useCatalogNames } from '@/lib/report-labels'

import type { ReportFilters as Filters } from '../api/query-keys'
import { isStatus, statuses } from '../api/schemas'
import { claimParam } from '../lib/filter-params'
import { Field } from './field'

type Props = {
  value: Filters
  onChange: (filters: Filters) => void
  /** statusChoices are the statuses offered; none hides the status filter. */
  statusChoices?: readonly Filters['status'][]
}

/** ReportFilters filters a staff list by status, category and free text; it applies on submit. */
export function ReportFilters({ value, onChange, statusChoices = [null, ...statuses] }: Props) {
  const { t } = useTranslation('review')
  const { t: ts } = useTranslation('staff')
  const names = useCatalogNames()
  const neighborhoods = useNeighborhoodNames()
  const formId = useId()
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const status = data.get('status')
    const get = (name: string) => {
      const v = data.get(name)
      return typeof v === 'string' && v.trim() ? v.trim() : null
    }
    onChange({
      status: isStatus(status) ? status : statusChoices.length > 1 ? null : value.status,
      category: get('category'),
      q: get('q'),
      neighborhood: get('neighborhood'),
      claim: claimParam(get('claim')),
      // One user's reports (from the users page) stay so while other filters change.
      reporter: value.reporter ?? null,
    })
  }
  return (
    <form
      key={`${JSON.stringify(value)}-${String(names.categories.length)}-${String(neighborhoods.length)}`}
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
      className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <h2 id={`${formId}-title`} className="sr-only">
        {t('filters.title')}
      </h2>
      {statusChoices.length > 1 ? (
        <Field label={t('filters.status')}>
          {(control) => (
            <Select {...control} name="status" defaultValue={value.status ?? ''} >
              {statusChoices.map((s) => (
                <option key={s ?? 'all'} value={s ?? ''}>
                  {s ? t(`status.${s}`) : t('filters.allStatuses')}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <SelectField
        label={t('filters.category')}
        name="category"
        defaultValue={value.category ?? ''}
        empty={t('filters.allCategories')}
        options={names.categories.map((c) => ({ value: c.category, label: names.localize(c.label) }))}
      />
      <NeighborhoodField label={t('filters.neighborhood')} empty={t('filters.allNeighborhoods')} defaultValue={value.neighborhood ?? ''} />
      <SelectField
        label={ts('claim.filter')}
        name="claim"
        defaultValue={value.claim ?? ''}
        empty={ts('claim.filterAll')}
        options={[
          { value: 'mine', label: ts('claim.filterMine') },
          { value: 'unassigned', label: ts('claim.filterUnassigned') },
        ]}
      />
      <Field label={t('filters.search')} hint={t('filters.searchHint')}>
        {(control) => <Input {...control} name="q" type="search" defaultValue={value.q ?? ''} />}
      </Field>
      <Button type="submit" className="self-end">
        {t('filters.apply')}
      </Button>
    </form>
  )
}
