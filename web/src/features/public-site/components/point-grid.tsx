import { cn } from '@/lib/utils'

/** Point is one titled paragraph of a grid. */
export type Point = { key: string; title: string; text: string }

/** PointGrid shows short titled paragraphs as cards, one column on a phone. */
export function PointGrid({ points, columns = 3 }: { points: readonly Point[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {points.map((point) => (
        <li key={point.key} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
          <h3 className="font-semibold">{point.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{point.text}</p>
        </li>
      ))}
    </ul>
  )
}
