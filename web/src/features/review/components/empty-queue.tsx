import { Inbox } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

import type { Queue } from '../lib/queues'

/** EmptyQueue is the friendly state of a queue with nothing left to do. */
export function EmptyQueue({ queue }: { queue: Queue }) {
  const { t } = useTranslation('review')
  const dashboard = queue.id === 'screening' ? paths.dashboard.admin.dashboard.getHref() : paths.dashboard.review.dashboard.getHref()
  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{t(`queue.${queue.id}.emptyTitle`)}</p>
      <p className="text-muted-foreground">{t(`queue.${queue.id}.emptyText`)}</p>
      <Button asChild variant="outline">
        <Link to={dashboard}>{t('queue.toDashboard')}</Link>
      </Button>
    </div>
  )
}
