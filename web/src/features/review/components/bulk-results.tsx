import { useTranslation } from 'react-i18next'

import type { BulkResult } from '../api/bulk-transition'

export type BulkOutcome = { action: 'forward' | 'reject'; labels: Record<string, string>; results: BulkResult }

const resultKeys = ['ok', 'conflict', 'not_found', 'photos_unchecked'] as const
type ResultKey = (typeof resultKeys)[number]

function isResultKey(value: string): value is ResultKey {
  return (resultKeys as readonly string[]).includes(value)
}

/** BulkResults reports what a bulk move did to each report: done, changed by someone else first, gone, or waiting for its photo check. */
export function BulkResults({ outcome }: { outcome: BulkOutcome }) {
  const { t } = useTranslation('review')
  const entries = Object.entries(outcome.results)
  const done = entries.filter(([, r]) => r === 'ok').length
  return (
    <section aria-live="polite" className="space-y-2 rounded-xl border bg-card p-4">
      <h2 className="font-semibold">{t(`bulk.summary.${outcome.action}`, { count: done, total: entries.length })}</h2>
      <ul className="space-y-1 text-sm">
        {entries.map(([id, result]) => (
          <li key={id} className="flex flex-wrap justify-between gap-2">
            <span>{outcome.labels[id] ?? id}</span>
            <span className={result === 'ok' ? 'font-medium' : 'font-medium text-destructive'}>
              {isResultKey(result) ? t(`bulk.results.${result}.${outcome.action}`) : result}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
