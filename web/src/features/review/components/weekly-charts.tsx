import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export type ChartDatum = { label: string; count: number }

type Props = { data: ChartDatum[]; layout: 'columns' | 'bars' }

/**
 * WeeklyChart draws counts as a bar chart (recharts, loaded only with this
 * page). It is decoration for sighted users: the page puts the same numbers
 * in a table, so the chart itself is hidden from assistive technology.
 */
export default function WeeklyChart({ data, layout }: Props) {
  const vertical = layout === 'bars'
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} layout={vertical ? 'vertical' : 'horizontal'} margin={{ left: vertical ? 8 : 0, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          {vertical ? (
            <>
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="label" width={140} tick={{ fontSize: 12 }} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} />
            </>
          )}
          <Tooltip />
          <Bar dataKey="count" fill="var(--color-primary)" radius={4} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
