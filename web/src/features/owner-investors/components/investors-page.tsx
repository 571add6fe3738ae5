import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PageFrame } from '@/components/layouts/page-frame'
import { LoadingLine } from '@/components/ui/spinner'

import { useInvestorRequests, type InvestorRequest } from '../api/list-investor-requests'
import { downloadCsv, toCsv } from '@/lib/csv'
import type { InvestorStatus } from '../lib/statuses'
import { InvestorsToolbar } from './investors-toolbar'
import { RequestCard } from './request-card'

/** InvestorsPage is /dashboard/owner/investors: the deck requests, their status and notes, and a CSV export. */
export function InvestorsPage() {
  const { t } = useTranslation('investors')
  const { t: tc } = useTranslation()
  const [status, setStatus] = useState<InvestorStatus | ''>('')
  const query = useInvestorRequests()
  const shown = (query.data ?? []).filter((r) => !status || r.status === status)

  function exportShown(rows: InvestorRequest[]) {
    const header = (['name', 'email', 'organization', 'message', 'status', 'notes', 'received'] as const).map((k) => t(`csv.${k}`))
    const body = rows.map((r) => [r.name, r.email, r.organization, r.message, t(`status.${r.status}`), r.notes, r.created_at])
    downloadCsv(t('csv.filename'), toCsv(header, body))
  }

  return (
    <PageFrame title={tc('pages.owner.investors.title')} description={tc('pages.owner.investors.description')} className="space-y-6">
      <InvestorsToolbar status={status} onStatusChange={setStatus} onDownload={shown.length ? () => exportShown(shown) : null} />
      {query.isPending ? (
        <LoadingLine>{t('list.loading')}</LoadingLine>
      ) : query.isError ? (
        <LoadErrorAlert title={t('list.error')} retry={t('list.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {shown.length ? t('list.count', { count: shown.length }) : status ? t('list.emptyFiltered') : t('list.empty')}
          </p>
          {shown.length ? (
            <ul aria-label={t('list.label')} className="space-y-4">
              {shown.map((r) => (
                <li key={r.id}>
                  <RequestCard request={r} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </PageFrame>
  )
}
