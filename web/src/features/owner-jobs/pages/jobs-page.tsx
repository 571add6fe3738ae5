import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PageFrame } from '@/components/layouts/page-frame'
import { LoadingLine } from '@/components/ui/spinner'

import { useJobs, type Job } from '../api/jobs'
import { CountsTable } from '../components/counts-table'
import { JobCard } from '../components/job-card'
import { useJobLabels } from '../lib/labels'

/**
 * JobsPage is /dashboard/owner/jobs: the background jobs (photo processing
 * …) by kind and state, and the latest ones not completed, with their last
 * error and "Retry now". It asks again every 10 seconds while open.
 */
export function JobsPage() {
  const { t, i18n } = useTranslation('jobs')
  const { t: tc } = useTranslation()
  const labels = useJobLabels()
  const query = useJobs()
  const [notice, setNotice] = useState<{ text: string; n: number } | null>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)
  // The retried job's button goes once it runs again: focus moves to what happened.
  useLayoutEffect(() => {
    if (notice) noticeRef.current?.focus()
  }, [notice])

  const onRetried = (job: Job) => {
    const text = t('job.retried', { kind: labels.kind(job.kind), id: job.id })
    setNotice((last) => ({ text, n: (last?.n ?? 0) + 1 }))
  }
  const updated = query.dataUpdatedAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { timeStyle: 'medium' }).format(new Date(query.dataUpdatedAt))
    : null

  return (
    <PageFrame title={tc('pages.owner.jobs.title')} description={tc('pages.owner.jobs.description')} className="space-y-8">
      {query.isPending ? (
        <LoadingLine>{t('list.loading')}</LoadingLine>
      ) : query.isError && !query.data ? (
        <LoadErrorAlert title={t('list.error')} retry={t('list.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.isError ? (
            <LoadErrorAlert title={t('list.stale')} retry={t('list.retry')} onRetry={() => void query.refetch()} />
          ) : null}
          {updated ? <p className="text-sm text-muted-foreground">{t('list.updated', { time: updated })}</p> : null}
          <section aria-labelledby="job-counts" className="space-y-3">
            <h2 id="job-counts" className="text-lg font-semibold">
              {t('counts.title')}
            </h2>
            <CountsTable counts={query.data.counts} />
          </section>
          <section aria-labelledby="job-list" className="space-y-3">
            <h2 id="job-list" className="text-lg font-semibold">
              {t('list.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('list.lead')}</p>
            {notice ? (
              <p key={notice.n} ref={noticeRef} tabIndex={-1} role="status" className="rounded-lg border p-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
                {notice.text}
              </p>
            ) : null}
            {query.data.jobs.length === 0 ? (
              <p className="rounded-xl border border-dashed p-6 text-center font-medium">{t('list.empty')}</p>
            ) : (
              <ul className="space-y-4">
                {query.data.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} onRetried={onRetried} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PageFrame>
  )
}
