import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useCatalogNames } from '@/lib/report-labels'

import type { StaffReport } from '../api/schemas'
import { useFormatters } from '../lib/format'

type Props = {
  items: StaffReport[]
  selected: ReadonlySet<string>
  onToggle: (id: string, on: boolean) => void
  onToggleAll: (on: boolean) => void
}

/** BulkTable lists screening reports with a checkbox each (and one for all shown) for bulk moves. */
export function BulkTable({ items, selected, onToggle, onToggleAll }: Props) {
  const { t } = useTranslation('review')
  const names = useCatalogNames()
  const fmt = useFormatters()
  const all = items.length > 0 && items.every((r) => selected.has(r.id))
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('bulk.caption')}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="w-10 p-2">
              <input type="checkbox" checked={all} onChange={(e) => onToggleAll(e.target.checked)} aria-label={t('bulk.selectAll')} className="size-4" />
            </th>
            <th scope="col" className="p-2">{t('bulk.columns.report')}</th>
            <th scope="col" className="p-2">{t('bulk.columns.address')}</th>
            <th scope="col" className="p-2">{t('bulk.columns.uploaded')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((report) => {
            const label = names.type(report.category, report.type)
            return (
              <tr key={report.id} className="border-t">
                <td className="p-2">
                  <input
                    type="checkbox"
                    checked={selected.has(report.id)}
                    onChange={(e) => onToggle(report.id, e.target.checked)}
                    aria-label={t('bulk.select', { report: label, date: fmt.dateTime(report.uploaded_at) })}
                    className="size-4"
                  />
                </td>
                <td className="p-2">
                  <Link to={paths.dashboard.admin.screening.getHref(report.id)} className="text-primary underline-offset-4 hover:underline">
                    {label}
                  </Link>
                  <span className="block text-xs text-muted-foreground">{names.category(report.category)}</span>
                </td>
                <td className="p-2">{report.address}</td>
                <td className="p-2 whitespace-nowrap">
                  <time dateTime={report.uploaded_at}>{fmt.dateTime(report.uploaded_at)}</time>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
