import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'

/** ChartSeries is one kind of bar (one table column): its key in each row's values, its name, its colour (the theme's primary by default). */
export type ChartSeries = { key: string; label: string; color?: string }

/** ChartRow is one label (one table row) and its number for each series' key. */
export type ChartRow = { label: string; values: Record<string, number> }

const Drawing = lazy(() => import('./bar-chart-drawing'))

type Props = {
  /** caption names the table (and so the chart) */
  caption: string
  /** captionVisible shows the caption above the table; without it, only screen readers read it (a heading beside says the same) */
  captionVisible?: boolean
  /** labelHeading heads the label column */
  labelHeading: string
  series: ChartSeries[]
  rows: ChartRow[]
  /** vertical lays the bars across, labels down the left: for long labels */
  vertical?: boolean
  /** labelWidth is the room, in pixels, for the labels of a vertical chart */
  labelWidth?: number
  /** format writes a number in the table (the language's digits by default) */
  format?: (n: number) => string
}

/**
 * BarChart is the app's one bar chart: a drawing for sighted users (hidden
 * from assistive technology) above a table of the same numbers, which is the
 * text alternative and what screen readers, keyboards and copy-paste use.
 */
export function BarChart({ caption, captionVisible = false, labelHeading, series, rows, vertical = false, labelWidth = 160, format }: Props) {
  const { i18n } = useTranslation()
  const number = format ?? ((n: number) => n.toLocaleString(i18n.language))
  return (
    <>
      <Suspense fallback={<Spinner className="h-72 w-full" />}>
        <Drawing rows={rows} series={series} vertical={vertical} labelWidth={labelWidth} />
      </Suspense>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className={cn(captionVisible ? 'pb-2 text-left text-muted-foreground' : 'sr-only')}>{caption}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-4">{labelHeading}</th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="py-1 pr-4 text-right last:pr-0">{s.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label} className="border-b last:border-0">
                <th scope="row" className="py-1 pr-4 font-normal">{r.label}</th>
                {series.map((s) => (
                  <td key={s.key} className="py-1 pr-4 text-right tabular-nums last:pr-0">{number(r.values[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
