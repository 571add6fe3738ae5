import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useNeighborhoodNames } from '@/lib/neighborhoods'

import { useRouteTest } from '../api/departments'
import { TypeFields, type PickedType } from './type-fields'

function number(text: string): number | null {
  const n = Number.parseFloat(text)
  return Number.isFinite(n) ? n : null
}

/** RouteTester answers "which department would get this?" for a type and an optional point. */
export function RouteTester() {
  const { t } = useTranslation('departments')
  const [picked, setPicked] = useState<PickedType>({ category: '', type: '' })
  const { category, type } = picked
  const [lat, setLat] = useState('')
  const [lng, setLng] = useState('')
  const neighborhoods = useNeighborhoodNames()
  const test = useRouteTest()

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    test.mutate({ category, type, latitude: number(lat), longitude: number(lng) })
  }

  const result = test.data
  const inNeighborhood = result?.neighborhood_id ? (neighborhoods.find((n) => n.id === result.neighborhood_id)?.name ?? result.neighborhood_id) : null
  return (
    <section aria-labelledby="route-tester" className="space-y-3">
      <h2 id="route-tester" className="text-lg font-semibold">
        {t('tester.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('tester.lead')}</p>
      <form onSubmit={submit} className="grid gap-3 rounded-xl border p-4 sm:grid-cols-2">
        <TypeFields value={picked} onChange={setPicked} />
        <FormField label={t('tester.latitude')}>
          {(control) => <Input {...control} inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} />}
        </FormField>
        <FormField label={t('tester.longitude')}>
          {(control) => <Input {...control} inputMode="decimal" value={lng} onChange={(e) => setLng(e.target.value)} />}
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={test.isPending || !category}>
            {t('tester.run')}
          </Button>
        </div>
      </form>
      <div role="status" className="text-sm">
        {test.isError ? <p className="text-destructive">{t('errors.generic')}</p> : null}
        {result ? (
          <>
            <p className="font-medium">{result.department ? t('tester.result', { name: result.department.name }) : t('tester.none')}</p>
            {number(lat) !== null && number(lng) !== null ? (
              <p>{inNeighborhood ? t('tester.neighborhood', { name: inNeighborhood }) : t('tester.noNeighborhood')}</p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  )
}
