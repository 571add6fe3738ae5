import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'

import { HeaderSlot } from '@/components/layouts/header-slot'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

import { positionQueryOptions, usePosition } from '../api/get-position'
import { useReport } from '../api/get-report'
import { useLiveReview } from '../hooks/use-live-review'
import { useQueueNavigation } from '../hooks/use-queue-navigation'
import { useReviewShortcuts } from '../hooks/use-review-shortcuts'
import { rememberLastId, type Queue } from '../lib/queues'
import { isNotFound } from '../lib/errors'
import { isStaff } from '../lib/workflow'
import { ClaimControl } from './claim-control'
import { LoadError } from './load-error'
import { QueueNavigator } from './queue-navigator'
import { ReportReview } from './report-review'
import { ReviewActions } from './review-actions'
import { ShortcutsHelp, ShortcutsHint } from './shortcuts-help'

type Props = { queue: Queue; id: string; roles: readonly string[] }

/** QueueItem is one report of a review queue with the queue's arrows and counter in the header. */
export function QueueItem({ queue, id, roles }: Props) {
  const { t } = useTranslation('review')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const report = useReport(id)
  const position = usePosition(id, queue.status)
  const nav = useQueueNavigation(queue, id)
  const live = useLiveReview(id)

  useEffect(() => rememberLastId(queue, id), [queue, id])

  // The keyboard: j and k move in the queue, ? shows every key (the report's own keys are in ReviewActions and ReportReview).
  const [help, setHelp] = useState(false)
  useReviewShortcuts({
    next: () => {
      if (!nav.busy) nav.next()
    },
    previous: () => {
      if (!nav.busy) nav.previous()
    },
    help: () => setHelp(true),
  })

  // After a decision, on to the next report; at the end, back to the queue's start.
  const afterAction = () => {
    // Read now, not from this render: the move made sure it was loaded (useTransition).
    const next = queryClient.getQueryData(positionQueryOptions(id, queue.status).queryKey)?.next_id
    void navigate(next ? queue.href(next) : queue.href())
  }

  let body
  if (report.isPending) body = <Spinner className="w-full py-16" />
  else if (report.isError && isNotFound(report.error))
    body = (
      <div role="status" className="space-y-3">
        <p>{t('queue.notFound')}</p>
        <Button asChild variant="outline">
          <Link to={queue.href()}>{t('queue.openFirst')}</Link>
        </Button>
      </div>
    )
  else if (report.isError) body = <LoadError error={report.error} onRetry={() => void report.refetch()} />
  else
    body = (
      <div className="space-y-4">
        {report.data.status !== queue.status ? (
          <Alert>
            <AlertDescription className="text-foreground">
              <p>{t('queue.moved', { status: t(`status.${report.data.status}`) })}</p>
              <Link to={queue.href()} className="text-primary underline underline-offset-4">
                {t('queue.openFirst')}
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}
        {live.changed && report.data.status === queue.status ? (
          <Alert>
            <AlertDescription className="text-foreground">
              <p>{t('queue.changedElsewhere')}</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  live.clear()
                  void report.refetch()
                }}
              >
                {t('queue.reload')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {report.data.status === queue.status ? <ClaimControl report={report.data} /> : null}
        <ReportReview
          report={report.data}
          roles={roles}
          staff={isStaff(roles)}
          shortcuts
          actions={<ReviewActions report={report.data} roles={roles} onDone={afterAction} shortcuts />}
        />
      </div>
    )

  return (
    <>
      <HeaderSlot>
        <QueueNavigator position={position.data} unknown={position.isError} busy={nav.busy} onPrevious={nav.previous} onNext={nav.next} />
      </HeaderSlot>
      <div className="mb-4">
        <ShortcutsHint onOpen={() => setHelp(true)} />
      </div>
      {body}
      <ShortcutsHelp open={help} onOpenChange={setHelp} />
    </>
  )
}
