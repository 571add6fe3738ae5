import { Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'

import { useDeleteReport } from '../api/delete-report'
import type { EditOutcome } from './edit-report-form'

type Props = { reportId: string; onDone: (outcome: Exclude<EditOutcome, 'saved'> | 'withdrawn') => void }

/** WithdrawButton deletes a report in screening after a confirmation. */
export function WithdrawButton({ reportId, onDone }: Props) {
  const { t } = useTranslation('reports')
  const [open, setOpen] = useState(false)
  const remove = useDeleteReport()

  const confirm = async () => {
    try {
      await remove.mutateAsync(reportId)
      onDone('withdrawn')
    } catch (error) {
      onDone(error instanceof ApiError && error.status === 409 ? 'conflict' : 'failed')
    } finally {
      setOpen(false)
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          {t('mine.withdraw')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{t('withdraw.title')}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{t('withdraw.description')}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('withdraw.cancel')}</Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
              {t('withdraw.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
