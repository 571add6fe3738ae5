import { useTranslation } from 'react-i18next'

import { Spinner } from '@/components/ui/spinner'

import { useEvents } from '../api/get-events'
import { useFormatters } from '../lib/format'
import { photosCheckedReason, useReasonLabel } from '../lib/reason-label'

/** ReportHistory lists a report's moves, oldest first: when, from → to, who, reason and note. */
export function ReportHistory({ id }: { id: string }) {
  const { t } = useTranslation('review')
  const { t: ts } = useTranslation('staff')
  const fmt = useFormatters()
  const reasonLabel = useReasonLabel()
  const events = useEvents(id)
  if (events.isPending) return <Spinner className="py-4" />
  if (events.isError) return <p className="text-sm text-destructive">{t('history.error')}</p>
  if (events.data.length === 0) return <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
  return (
    <ol className="space-y-3 border-l pl-4">
      {events.data.map((event) => {
        // Staff's photo check is an entry of its own: the status stays as it was.
        const checked = event.reason_code === photosCheckedReason
        // An internal note (staff only): its text, who and when.
        if (event.kind === 'note')
          return (
            <li key={event.id} className="rounded-md bg-muted p-2 text-sm">
              <p className="font-medium">{ts('notes.entry')}</p>
              <p className="text-muted-foreground">
                <time dateTime={event.created_at}>{fmt.dateTime(event.created_at)}</time>
                {event.actor_name ? ` · ${t('history.by', { name: event.actor_name })}` : null}
              </p>
              <p className="whitespace-pre-line">{event.note}</p>
            </li>
          )
        return (
          <li key={event.id} className="text-sm">
            <p className="font-medium">
              {checked
                ? reasonLabel(photosCheckedReason)
                : event.from
                  ? t('history.moved', { from: t(`status.${event.from}`), to: t(`status.${event.to}`) })
                  : t('history.filed', { to: t(`status.${event.to}`) })}
            </p>
            <p className="text-muted-foreground">
              <time dateTime={event.created_at}>{fmt.dateTime(event.created_at)}</time>
              {event.actor_name ? ` · ${t('history.by', { name: event.actor_name })}` : null}
            </p>
            {event.reason_code && !checked ? <p>{t('history.reason', { reason: reasonLabel(event.reason_code) })}</p> : null}
            {event.note ? <p className="whitespace-pre-line">{t('history.note', { note: event.note })}</p> : null}
          </li>
        )
      })}
    </ol>
  )
}
