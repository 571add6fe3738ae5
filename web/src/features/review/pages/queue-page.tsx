import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Spinner } from '@/components/ui/spinner'

import { useFirst } from '../api/get-first'
import { EmptyQueue } from '../components/empty-queue'
import { LoadError } from '../components/load-error'
import { QueueItem } from '../components/queue-item'
import { queues, type Queue } from '../lib/queues'
import { isNotFound } from '../lib/errors'

type Props = { roles: readonly string[] }

/** ScreeningPage is /dashboard/admin/screening[?id=]: reporter admins screen new reports one by one. */
export function ScreeningPage({ roles }: Props) {
  return <QueuePage queue={queues.screening} roles={roles} />
}

/** PendingPage is /dashboard/review/pending[?id=]: reviewers decide on screened reports one by one. */
export function PendingPage({ roles }: Props) {
  return <QueuePage queue={queues.pending} roles={roles} />
}

function QueuePage({ queue, roles }: { queue: Queue; roles: readonly string[] }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id')
  const title = queue.id === 'screening' ? t('pages.admin.screening.title') : t('pages.review.pending.title')
  return (
    <PageFrame title={title} className="max-w-6xl">
      {id ? <QueueItem key={id} queue={queue} id={id} roles={roles} /> : <OpenFirst queue={queue} />}
    </PageFrame>
  )
}

/** OpenFirst opens the earliest report of the queue (spec: without ?id), or says the queue is empty. */
function OpenFirst({ queue }: { queue: Queue }) {
  const first = useFirst(queue.status, true)
  if (first.isPending || first.isFetching) return <Spinner className="w-full py-16" />
  if (first.isError) return isNotFound(first.error) ? <EmptyQueue queue={queue} /> : <LoadError error={first.error} onRetry={() => void first.refetch()} />
  return <Navigate to={queue.href(first.data)} replace />
}
