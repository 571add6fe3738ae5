import { useTranslation } from 'react-i18next'

import type { JobCount } from '../api/jobs'
import { jobStates, useJobLabels } from '../lib/labels'

/** CountsTable is how many jobs of each kind are in each state: a row per kind, a column per state, and totals. */
export function CountsTable({ counts }: { counts: JobCount[] }) {
  const { t, i18n } = useTranslation('jobs')
  const labels = useJobLabels()
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language)
  if (counts.length === 0) return <p className="text-sm text-muted-foreground">{t('counts.empty')}</p>

  // The known states in workflow order, then any other the server names.
  const extra = [...new Set(counts.map((c) => c.state))].filter((s) => !(jobStates as readonly string[]).includes(s)).sort()
  const states = [...jobStates, ...extra]
  const kinds = [...new Set(counts.map((c) => c.kind))].sort((a, b) => labels.kind(a).localeCompare(labels.kind(b)))
  const count = (kind: string, state: string) => counts.filter((c) => c.kind === kind && c.state === state).reduce((n, c) => n + c.count, 0)

  return (
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-labelledby="job-counts-caption">
      <table className="w-full text-sm">
        <caption id="job-counts-caption" className="px-3 py-2 text-left text-muted-foreground">
          {t('counts.caption')}
        </caption>
        <thead>
          <tr className="border-b bg-muted/50">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('counts.kind')}
            </th>
            {states.map((state) => (
              <th key={state} scope="col" className="px-3 py-2 text-right font-medium">
                {labels.state(state)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('counts.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind} className="border-b last:border-b-0">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {labels.kind(kind)}
              </th>
              {states.map((state) => (
                <td key={state} className="px-3 py-2 text-right tabular-nums">
                  {number.format(count(kind, state))}
                </td>
              ))}
              <td className="px-3 py-2 text-right font-medium tabular-nums">
                {number.format(states.reduce((n, state) => n + count(kind, state), 0))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
