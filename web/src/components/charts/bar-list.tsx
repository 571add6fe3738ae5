export type Bar = { key: string; label: string; count: number }

/**
 * BarList is the small form of BarChart: a list, each row's label and count in
 * text, the bar (plain CSS) only repeating it visually. For a few rows on a
 * page that should not load the chart library (the reporter's dashboard).
 */
export function BarList({ bars, labelledBy }: { bars: Bar[]; labelledBy: string }) {
  const max = Math.max(1, ...bars.map((b) => b.count))
  return (
    <ul aria-labelledby={labelledBy} className="space-y-3">
      {bars.map((bar) => (
        <li key={bar.key} className="space-y-1">
          <div className="flex justify-between gap-4 text-sm">
            <span>{bar.label}</span>
            <span className="font-semibold tabular-nums">{bar.count}</span>
          </div>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
            <div className="h-full rounded-full bg-primary" style={{ width: `${String((bar.count / max) * 100)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  )
}
