import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export type Series = { key: string; label: string; color: string }

type Props = { data: Record<string, string | number>[]; series: Series[]; vertical?: boolean }

/**
 * Chart draws a bar chart (recharts, loaded only with this page). The page
 * shows the same numbers in a table beside it, so the chart is hidden from
 * assistive technology.
 */
export default function Chart({ data, series, vertical = false }: Props) {
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} layout={vertical ? 'vertical' : 'horizontal'} margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          {vertical ? (
            <>
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="label" width={160} tick={{ fontSize: 12 }} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis />
            </>
          )}
          <Tooltip />
          {series.length > 1 ? <Legend /> : null}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={4} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
