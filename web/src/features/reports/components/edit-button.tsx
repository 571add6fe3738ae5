import { Pencil } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Dialog, DialogTrigger } from '@/components/ui/dialog'

import type { Report } from '../api/report-schema'
import type { EditOutcome } from './edit-report-form'

// The edit form (react-hook-form, zod) loads when a dialog first opens.
const EditReportForm = lazy(() => import('./edit-report-form'))

type Props = { report: Report; kind: { private: boolean; vehicle: boolean }; onDone: (outcome: EditOutcome) => void }

/** EditButton opens the edit dialog of a report in screening; focus returns to it on close. */
export function EditButton({ report, kind, onDone }: Props) {
  const { t } = useTranslation('reports')
  const [open, setOpen] = useState(false)
  const done = (outcome: EditOutcome) => {
    setOpen(false)
    onDone(outcome)
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          {t('mine.edit')}
        </Button>
      </DialogTrigger>
      {open ? (
        <Suspense fallback={null}>
          <EditReportForm report={report} kind={kind} onDone={done} />
        </Suspense>
      ) : null}
    </Dialog>
  )
}
