import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Button } from '@/components/ui/button'
import { downloadCsv, toCsv } from '@/lib/csv'

import type { Series } from './chart'

const Chart = lazy(() => import('./chart'))

type Props = {
  title: string
  /** filename of the CSV download, without extension */
  name: string
  /** columns: the label column's heading, then one per series */
  labelHeading: string
  series: Series[]
  rows: { label: string; values: Record<string, number> }[]
  vertical?: boolean
}

/** Section is one analytics table with its chart and its CSV download; an empty table says so. */
export function Section({ title, name, labelHeading, series, rows, vertical }: Props) {
  const { t, i18n } = useTranslation('analytics')
  const id = useId()
  const number = (n: number) => n.toLocaleString(i18n.language)
  const download = () =>
    downloadCsv(`${name}.csv`, toCsv([labelHeading, ...series.map((s) => s.label)], rows.map((r) => [r.label, ...series.map((s) => String(r.values[s.key] ?? 0))])))
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {rows.length ? (
          <Button variant="outline" size="sm" onClick={download} aria-label={t('downloadLabel', { title })}>
            {t('download')}
          </Button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{t('empty')}</p>
      ) : (
        <>
          <Suspense fallback={null}>
            <Chart data={rows.map((r) => ({ label: r.label, ...r.values }))} series={series} vertical={vertical} />
          </Suspense>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-1 pr-3">{labelHeading}</th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className="py-1 pr-3 text-right">{s.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label} className="border-b">
                    <th scope="row" className="py-1 pr-3 font-normal">{r.label}</th>
                    {series.map((s) => (
                      <td key={s.key} className="py-1 pr-3 text-right tabular-nums">{number(r.values[s.key] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
