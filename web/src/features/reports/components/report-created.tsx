import { CircleCheck, CloudOff } from 'lucide-react'
import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

import { isImagePhoto, photoState } from '../api/report-schema'
import type { UploadResult } from '../hooks/use-report-upload'
import { isQueued } from '../lib/offline-queue'

type Props = { report: UploadResult; onAnother: () => void }

/**
 * ReportCreated confirms a sent report (or one saved in this browser to be
 * sent when the connection returns), links to it in My Violations and offers
 * to file another.
 */
export function ReportCreated({ report, onAnother }: Props) {
  const { t } = useTranslation('reports')
  const heading = useRef<HTMLHeadingElement>(null)
  // Focus moves to the confirmation so that screen-reader users hear it.
  useLayoutEffect(() => heading.current?.focus(), [])
  const queued = isQueued(report)
  const Icon = queued ? CloudOff : CircleCheck
  // Photos are made ready (faces blurred, small copies) in the background after filing.
  const preparing = !isQueued(report) && report.photos.some((p) => isImagePhoto(p) && photoState(p) !== 'ready')
  return (
    <section aria-labelledby="report-created" className="space-y-4 rounded-xl border bg-card p-6">
      <Icon aria-hidden="true" className={queued ? 'size-10 text-muted-foreground' : 'size-10 text-success'} />
      <h2 id="report-created" ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t(queued ? 'queued.title' : 'created.title')}
      </h2>
      <p className="text-muted-foreground">{t(queued ? 'queued.description' : 'created.description')}</p>
      {preparing ? <p className="text-muted-foreground">{t('created.photosPreparing')}</p> : null}
      {!queued && report.latitude == null ? (
        <p role="note" className="rounded-lg border p-3 text-sm">
          {t('created.noPoint')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.dashboard.violations.getHref(queued ? {} : { highlight: report.id })}>{t('created.view')}</Link>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          {t('created.another')}
        </Button>
        <Button asChild variant="link">
          <Link to={paths.dashboard.upload.getHref()}>{t('created.categories')}</Link>
        </Button>
      </div>
    </section>
  )
}
