import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { useNeighborhoodNames } from '@/lib/neighborhoods'

import { useCreateRule, useDeleteRule, type Department, type RoutingRule } from '../api/departments'
import { useTypeOptions } from '../lib/type-options'
import { TypeFields, type PickedType } from './type-fields'

/** RulesSection lists the routing rules and adds one: category, optional type and neighbourhood, department. */
export function RulesSection({ rules, departments }: { rules: RoutingRule[]; departments: Department[] }) {
  const { t } = useTranslation('departments')
  const [picked, setPicked] = useState<PickedType>({ category: '', type: '' })
  const { category, type } = picked
  const [neighborhood, setNeighborhood] = useState('')
  const [department, setDepartment] = useState('')
  const options = useTypeOptions(category)
  const neighborhoods = useNeighborhoodNames()
  const create = useCreateRule()
  const remove = useDeleteRule()
  const departmentName = (id: string) => departments.find((d) => d.id === id)?.name ?? id
  const neighborhoodName = (id: string | null) => (id ? (neighborhoods.find((n) => n.id === id)?.name ?? id) : t('rules.anyNeighborhood'))

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    create.mutate(
      { category, type, neighborhood_id: neighborhood || null, department_id: department },
      { onSuccess: () => { setPicked({ category, type: '' }); setNeighborhood('') } },
    )
  }

  return (
    <section aria-labelledby="routing-rules" className="space-y-3">
      <h2 id="routing-rules" className="text-lg font-semibold">
        {t('rules.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('rules.lead')}</p>
      {rules.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-center text-sm">{t('rules.empty')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="py-2 pr-3 font-medium">{t('rules.type')}</th>
              <th className="py-2 pr-3 font-medium">{t('rules.neighborhood')}</th>
              <th className="py-2 pr-3 font-medium">{t('rules.department')}</th>
              <th className="py-2 font-medium">{t('rules.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={rule.id} className="border-b">
                <td className="py-2 pr-3">{options.label(rule.category, rule.type)}</td>
                <td className="py-2 pr-3">{neighborhoodName(rule.neighborhood_id)}</td>
                <td className="py-2 pr-3">{departmentName(rule.department_id)}</td>
                <td className="py-2">
                  <Button type="button" variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(rule.id)}>
                    {t('rules.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {departments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rules.needsDepartment')}</p>
      ) : (
        <form onSubmit={submit} className="grid gap-3 rounded-xl border p-4 sm:grid-cols-2">
          <TypeFields value={picked} onChange={setPicked} />
          <SelectField
            label={t('rules.neighborhood')}
            empty={t('rules.anyNeighborhood')}
            value={neighborhood}
            onChange={(e) => setNeighborhood(e.target.value)}
            options={neighborhoods.map((n) => ({ value: n.id, label: n.name }))}
          />
          <SelectField
            label={t('rules.department')}
            required
            empty={t('rules.pick')}
            value={department}
            onChange={(e) => setDepartment(e.target.value)}
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
          />
          {create.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
              {t('errors.rule')}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending || !category || !department}>
              {t('rules.add')}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
