import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select, SelectOptions } from '@/components/ui/select'

import { investorStatuses, toInvestorStatus, type InvestorStatus } from '../lib/statuses'

type Props = {
  status: InvestorStatus | ''
  onStatusChange: (status: InvestorStatus | '') => void
  /** onDownload is null while there is nothing to export. */
  onDownload: (() => void) | null
}

/** InvestorsToolbar filters the requests by status and exports the shown ones as CSV. */
export function InvestorsToolbar({ status, onStatusChange, onDownload }: Props) {
  const { t } = useTranslation('investors')
  const id = useId()
  return (
    <div role="group" aria-label={t('toolbar.label')} className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1.5 sm:w-64">
        <Label htmlFor={`${id}-status`}>{t('toolbar.status')}</Label>
        <Select
          id={`${id}-status`}
          value={status}
          onChange={(event) => onStatusChange(toInvestorStatus(event.target.value) ?? '')}
        >
          <SelectOptions empty={t('toolbar.all')} options={investorStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        </Select>
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
