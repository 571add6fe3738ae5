import { useQueryClient } from '@tanstack/react-query'
import { CloudOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useCatalogNames } from '@/lib/report-labels'

import { reportKeys } from '../api/query-keys'
import { useQueuedReports, useSessionUserId } from '../hooks/use-offline-queue'
import { removeQueued, type QueuedReport } from '../lib/offline-queue'

/**
 * QueuedReports lists, above My Violations, the reports saved in this
 * browser that have not reached the server yet: waiting for a connection,
 * or refused by the server (with the reason, and a way to remove them).
 */
export function QueuedReports() {
  const { t } = useTranslation('reports')
  const { data } = useQueuedReports()
  if (!data || data.length === 0) return null
  return (
    <section aria-labelledby="queued-reports" className="mb-6 space-y-3 rounded-xl border border-dashed p-4">
      <h2 id="queued-reports" className="flex items-center gap-2 text-lg font-semibold">
        <CloudOff aria-hidden="true" className="size-5" />
        {t('queued.listTitle', { count: data.length })}
      </h2>
      <p className="text-sm text-muted-foreground">{t('queued.listHint')}</p>
      <ul className="space-y-2">
        {data.map((entry) => (
          <QueuedItem key={entry.key} entry={entry} />
        ))}
      </ul>
    </section>
  )
}

function QueuedItem({ entry }: { entry: QueuedReport }) {
  const { t, i18n } = useTranslation('reports')
  const names = useCatalogNames()
  const queryClient = useQueryClient()
  const userId = useSessionUserId()
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.queuedAt))
  const remove = async () => {
    await removeQueued(entry.key)
    void queryClient.invalidateQueries({ queryKey: reportKeys.queued(userId) })
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 p-3">
      <div>
        <p className="font-medium">{names.type(entry.category, entry.type)}</p>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span>{t('queued.savedAt', { when })}</span>
          <span className={entry.error ? 'text-destructive' : undefined}>
            {entry.error ? t('queued.refused') : t('queued.waiting')}
          </span>
        </p>
      </div>
      {entry.error ? (
        <Button variant="outline" size="sm" onClick={() => void remove()}>
          {t('queued.remove')}
        </Button>
      ) : null}
    </li>
  )
}
