import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PageFrame } from '@/components/layouts/page-frame'
import { LoadingLine } from '@/components/ui/spinner'
import { useAppConfig } from '@/config/config-context'
import { toast } from '@/lib/toast'

import { useCreateNeighborhood, useNeighborhoods, type AssignmentJob } from '../api/neighborhoods'
import { nameErrorKey } from '../lib/errors'
import { localName } from '../lib/names'
import { ImportForm } from './import-form'
import { NamesForm } from './names-form'
import { NeighborhoodTable } from './neighborhood-table'

const BoundaryMap = lazy(() => import('./boundary-map'))

/** NeighborhoodsPage is /dashboard/owner/neighbors: boundaries, their map, counts, and the assignment job. */
export function NeighborhoodsPage() {
  const { t, i18n } = useTranslation('neighborhoods')
  const { t: tc } = useTranslation()
  const { map } = useAppConfig()
  const query = useNeighborhoods()
  const create = useCreateNeighborhood()
  const addId = useId()
  const [added, setAdded] = useState(0)
  const list = query.data?.neighborhoods ?? []
  const boundaries = list.filter((n) => n.geometry).map((n) => ({ id: n.id, name: localName(n, i18n.language), geometry: n.geometry }))

  return (
    <PageFrame title={tc('pages.owner.neighbors.title')} description={tc('pages.owner.neighbors.description')} className="space-y-8">
      {query.isPending ? (
        <LoadingLine>{t('loading')}</LoadingLine>
      ) : query.isError ? (
        <LoadErrorAlert title={t('error')} retry={t('retry')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <JobStatus job={query.data.job} />
          {list.length === 0 ? <p>{t('empty')}</p> : null}
          {boundaries.length ? (
            <div role="region" aria-label={t('map.label')} className="h-80 overflow-hidden rounded-lg border">
              <Suspense fallback={null}>
                <BoundaryMap boundaries={boundaries} tileUrl={map.tile_url} labels={{ attribution: t('map.attribution'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }} />
              </Suspense>
            </div>
          ) : list.length ? (
            <p className="text-muted-foreground">{t('map.noBoundaries')}</p>
          ) : null}
          {list.length ? <NeighborhoodTable neighborhoods={list} /> : null}
        </>
      )}
      <ImportForm />
      <section aria-labelledby={addId} className="space-y-3 rounded-lg border p-4">
        <h2 id={addId} className="text-xl font-semibold">
          {t('add.title')}
        </h2>
        <NamesForm
          key={added}
          submitLabel={t('add.submit')}
          pending={create.isPending}
          error={create.error ? t(nameErrorKey(create.error)) : undefined}
          onSubmit={(names) => create.mutate(names, { onSuccess: () => { setAdded((n) => n + 1); toast.success(t('add.added', { name: localName(names, i18n.language) })) } })}
        />
      </section>
    </PageFrame>
  )
}

function JobStatus({ job }: { job: AssignmentJob | null }) {
  const { t, i18n } = useTranslation('neighborhoods')
  if (!job) return null
  const number = (n: number) => n.toLocaleString(i18n.language)
  return (
    <div role="status" className="space-y-2">
      {job.state === 'running' ? (
        <>
          <p>{t('job.running', { done: number(job.done), total: number(job.total) })}</p>
          <progress aria-label={t('job.progress')} max={Math.max(job.total, 1)} value={job.done} className="w-full" />
        </>
      ) : job.state === 'done' ? (
        <p className="text-sm text-muted-foreground">
          {t('job.done', { changed: number(job.changed), date: new Date(job.finished_at ?? job.started_at).toLocaleString(i18n.language) })}
        </p>
      ) : (
        <p className="text-destructive">{t('job.failed')}</p>
      )}
    </div>
  )
}
