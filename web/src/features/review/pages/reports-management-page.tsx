import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'

import { useReports } from '../api/get-reports'
import { BulkResults } from '../components/bulk-results'
import { BulkTable } from '../components/bulk-table'
import { DecisionForm } from '../components/decision-form'
import { PagedReports } from '../components/paged-reports'
import { ReportFilters } from '../components/report-filters'
import { useBulkMove } from '../hooks/use-bulk-move'
import { useLiveReview } from '../hooks/use-live-review'
import { useErrorText } from '../lib/errors'
import { filtersFromParams, filtersToParams } from '../lib/filter-params'

/** ReportsManagementPage is /dashboard/admin/reports-management: screening reports in a table, forwarded or rejected in bulk. */
export function ReportsManagementPage() {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('review')
  const errorText = useErrorText()
  const [params, setParams] = useSearchParams()
  const filters = { ...filtersFromParams(params), status: 'screening' as const }
  const list = useReports(filters)
  const move = useBulkMove()
  useLiveReview()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [rejecting, setRejecting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const items = list.data?.pages.flatMap((p) => p.items) ?? []
  const chosen = items.filter((r) => selected.has(r.id))

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    setSelected(next)
  }
  const forward = async () => {
    setError(null)
    try {
      await move.run('forward', chosen)
      setSelected(new Set())
    } catch (e) {
      setError(errorText(e))
    }
  }

  return (
    <PageFrame title={t('pages.admin.reportsManagement.title')} description={t('pages.admin.reportsManagement.description')}>
      <div className="space-y-4">
        <ReportFilters value={filters} statusChoices={['screening']} onChange={(f) => setParams(filtersToParams({ ...f, status: null }))} />
        {move.outcome ? <BulkResults outcome={move.outcome} /> : null}
        {error ? (
          <Alert variant="destructive">
            <AlertDescription className="text-current">{error}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={tr('bulk.actions')}>
          <p className="mr-auto text-sm" aria-live="polite">
            {tr('bulk.selected', { count: chosen.length })}
          </p>
          <Button disabled={chosen.length === 0 || move.pending} onClick={() => void forward()}>
            {tr('bulk.forward')}
          </Button>
          <Dialog open={rejecting} onOpenChange={setRejecting}>
            <DialogTrigger asChild>
              <Button variant="destructive" disabled={chosen.length === 0 || move.pending}>
                {tr('bulk.reject')}
              </Button>
            </DialogTrigger>
            {rejecting ? (
              <DialogContent title={tr('bulk.rejectTitle', { count: chosen.length })} description={tr('bulk.rejectDescription')}>
                <DecisionForm
                  needReason
                  noteRequired={(reason) => reason === 'other'}
                  submitLabel={tr('bulk.rejectConfirm', { count: chosen.length })}
                  destructive
                  onSubmit={async (values) => {
                    await move.run('reject', chosen, values)
                    setSelected(new Set())
                    setRejecting(false)
                  }}
                  onCancel={() => setRejecting(false)}
                />
              </DialogContent>
            ) : null}
          </Dialog>
        </div>
        <PagedReports list={list} empty={tr('bulk.empty')}>
          {(loaded) => (
            <BulkTable items={loaded} selected={selected} onToggle={toggle} onToggleAll={(on) => setSelected(on ? new Set(loaded.map((r) => r.id)) : new Set())} />
          )}
        </PagedReports>
      </div>
    </PageFrame>
  )
}
