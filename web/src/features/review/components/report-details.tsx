import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useCatalogNames } from '@/lib/report-labels'

import type { StaffReport } from '../api/schemas'
import { useFormatters } from '../lib/format'
import { useReasonLabel } from '../lib/reason-label'
import { StatusBadge } from './status-badge'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

/** ReportDetails lists what a report says: labels, text, place, times, plate, reporter and outcome. */
export function ReportDetails({ report }: { report: StaffReport }) {
  const { t } = useTranslation('review')
  const names = useCatalogNames()
  const fmt = useFormatters()
  const reasonLabel = useReasonLabel()
  const reason = report.rejection?.reason_code
  return (
    <dl className="divide-y">
      <Row term={t('details.status')}>
        <StatusBadge status={report.status} />
        {report.status === 'approved' ? <span className="ml-2 text-sm">{t(report.resolved ? 'details.resolved' : 'details.open')}</span> : null}
      </Row>
      <Row term={t('details.category')}>{names.category(report.category)}</Row>
      {report.type ? <Row term={t('details.type')}>{names.type(report.category, report.type)}</Row> : null}
      <Row term={t('details.description')}>
        <p className="whitespace-pre-line">{report.description}</p>
      </Row>
      {report.address ? <Row term={t('details.address')}>{report.address}</Row> : null}
      {report.building_address ? <Row term={t('details.buildingAddress')}>{report.building_address}</Row> : null}
      {report.unit ? <Row term={t('details.unit')}>{report.unit}</Row> : null}
      {report.landlord_name ? <Row term={t('details.landlord')}>{report.landlord_name}</Row> : null}
      {report.started_at ? <Row term={t('details.startedAt')}>{fmt.dateTime(report.started_at)}</Row> : null}
      {report.occurred_at ? <Row term={t('details.occurredAt')}>{fmt.dateTime(report.occurred_at)}</Row> : null}
      <Row term={t('details.uploadedAt')}>{fmt.dateTime(report.uploaded_at)}</Row>
      {report.license_plate ? (
        <Row term={t('details.plate')}>
          <span className="font-mono">{report.license_plate}</span>
        </Row>
      ) : null}
      {report.reporter ? <Row term={t('details.reporter')}>{report.reporter.name}</Row> : null}
      {reason ? (
        <Row term={t('details.rejection')}>
          {reasonLabel(reason)}
          {report.rejection?.note ? <p className="text-sm text-muted-foreground">{report.rejection.note}</p> : null}
        </Row>
      ) : null}
    </dl>
  )
}
