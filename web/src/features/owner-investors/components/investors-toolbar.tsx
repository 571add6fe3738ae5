import { Download } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'

import { investorStatuses, toInvestorStatus, type InvestorStatus } from '../lib/statuses'

type Props = {
  status: InvestorStatus | ''
  onStatusChange: (status: InvestorStatus | '') => void
  /** onDownload is null while there is nothing to export. */
  onDownload: (() => void) | null
}

const selectClass =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm'

/** InvestorsToolbar filters the requests by status and exports the shown ones as CSV. */
export function InvestorsToolbar({ status, onStatusChange, onDownload }: Props) {
  const { t } = useTranslation('investors')
  const id = useId()
  return (
    <div role="group" aria-label={t('toolbar.label')} className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1.5 sm:w-64">
        <Label htmlFor={`${id}-status`}>{t('toolbar.status')}</Label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={status}
          onChange={(event) => onStatusChange(toInvestorStatus(event.target.value) ?? '')}
        >
          <option value="">{t('toolbar.all')}</option>
          {investorStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Button variant="outline" onClick={onDownload ?? undefined} disabled={!onDownload} aria-describedby={`${id}-hint`}>
          <Download aria-hidden="true" />
          {t('toolbar.download')}
        </Button>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('toolbar.downloadHint')}
        </p>
      </div>
    </div>
  )
}
