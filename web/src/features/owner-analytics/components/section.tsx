import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { BarChart, type ChartRow, type ChartSeries } from '@/components/charts/bar-chart'
import { Button } from '@/components/ui/button'
import { downloadCsv, toCsv } from '@/lib/csv'

type Props = {
  title: string
  /** filename of the CSV download, without extension */
  name: string
  /** columns: the label column's heading, then one per series */
  labelHeading: string
  series: ChartSeries[]
  rows: ChartRow[]
  vertical?: boolean
}

/** Section is one analytics table with its chart and its CSV download; an empty table says so. */
export function Section({ title, name, labelHeading, series, rows, vertical }: Props) {
  const { t } = useTranslation('analytics')
  const id = useId()
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
        <BarChart caption={title} labelHeading={labelHeading} series={series} rows={rows} vertical={vertical} />
      )}
    </section>
  )
}
