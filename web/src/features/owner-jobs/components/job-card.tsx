import { RotateCw } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import type { BadgeVariant } from '@/components/ui/badge-variants'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'

import { useRetryJob, type Job } from '../api/jobs'
import { retryableStates, useJobLabels } from '../lib/labels'

const stateVariant: Record<string, BadgeVariant> = {
  available: 'soft',
  scheduled: 'soft',
  running: 'accent',
  retryable: 'outline',
  completed: 'success',
  cancelled: 'muted',
  discarded: 'destructive',
}

// Where a job's next try stands, by state: a time for those waiting on one.
const waitsForTime = new Set(['scheduled', 'retryable', 'available'])

type Props = { job: Job; onRetried: (job: Job) => void }

/**
 * JobCard is one job that has not completed: its kind and state, attempts,
 * when it is tried next, its last error, and "Retry now" for a job that
 * failed, gave up or was cancelled.
 */
export function JobCard({ job, onRetried }: Props) {
  const { t, i18n } = useTranslation('jobs')
  const labels = useJobLabels()
  const retry = useRetryJob()
  const [error, setError] = useState<string | null>(null)
  const titleId = useId()
  const lng = i18n.resolvedLanguage ?? i18n.language
  const when = (iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso))
  const kind = labels.kind(job.kind)
  const last = job.errors.reduce<Job['errors'][number] | null>((latest, e) => (!latest || e.attempt >= latest.attempt ? e : latest), null)

  let next: string
  if (job.state === 'running') next = t('job.runningNow')
  else if (job.scheduled_at && waitsForTime.has(job.state)) next = when(job.scheduled_at)
  else next = t('job.notScheduled')

  const onRetry = () => {
    setError(null)
    retry.mutate(job.id, {
      onSuccess: () => onRetried(job),
      onError: (e) => setError(retryErrorKey(e, t)),
    })
  }

  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold">
          {t('job.title', { kind, id: job.id })}
        </h3>
        <Badge variant={stateVariant[job.state] ?? 'outline'}>{labels.state(job.state)}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('job.attempts')}</dt>
        <dd>{t('job.attemptsValue', { attempt: job.attempt, max: job.max_attempts })}</dd>
        <dt className="text-muted-foreground">{t('job.nextTry')}</dt>
        <dd>{next}</dd>
        {job.finalized_at ? (
          <>
            <dt className="text-muted-foreground">{t('job.finished')}</dt>
            <dd>{when(job.finalized_at)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('job.created')}</dt>
        <dd>{when(job.created_at)}</dd>
        {job.queue ? (
          <>
            <dt className="text-muted-foreground">{t('job.queue')}</dt>
            <dd>{job.queue}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('job.lastError')}</dt>
        <dd className="min-w-0">
          {last ? (
            <>
              <span className="block text-muted-foreground">{t('job.lastErrorAt', { attempt: last.attempt, when: when(last.at) })}</span>
              <code className="block font-mono text-xs break-words whitespace-pre-wrap">{last.error}</code>
            </>
          ) : (
            t('job.noError')
          )}
        </dd>
      </dl>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription className="text-current">{error}</AlertDescription>
        </Alert>
      ) : null}
      {retryableStates.includes(job.state) ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retry.isPending} aria-describedby={titleId}>
          <RotateCw aria-hidden="true" />
          {retry.isPending ? t('job.retrying') : t('job.retry')}
        </Button>
      ) : null}
    </article>
  )
}

function retryErrorKey(error: unknown, t: ReturnType<typeof useTranslation<'jobs'>>['t']): string {
  if (!(error instanceof ApiError)) return t('errors.generic')
  if (error.code === 'network') return t('errors.network')
  if (error.status === 404) return t('errors.notFound')
  if (error.status === 409) return t('errors.notRetryable')
  if (error.status === 403) return t('errors.forbidden')
  return t('errors.generic')
}
