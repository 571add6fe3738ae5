import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { ChartRow, ChartSeries } from './bar-chart'

type Props = { rows: ChartRow[]; series: ChartSeries[]; vertical: boolean; labelWidth: number }

/**
 * BarChartDrawing is BarChart's picture (recharts, a large library: loaded
 * lazily, only by the pages that draw one). It is hidden from assistive
 * technology: BarChart's table says the same numbers.
 */
export default function BarChartDrawing({ rows, series, vertical, labelWidth }: Props) {
  const data = rows.map((r) => ({ label: r.label, ...r.values }))
  const integers = rows.every((r) => series.every((s) => Number.isInteger(r.values[s.key] ?? 0)))
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} layout={vertical ? 'vertical' : 'horizontal'} margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          {vertical ? (
            <>
              <XAxis type="number" allowDecimals={!integers} />
              <YAxis type="category" dataKey="label" width={labelWidth} tick={{ fontSize: 12 }} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={!integers} />
            </>
          )}
          <Tooltip />
          {series.length > 1 ? <Legend /> : null}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color ?? 'var(--color-primary)'} radius={4} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
