import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { toast } from '@/lib/toast'

import type { StaffReport } from '../api/schemas'
import { useResolution } from '../api/set-resolution'
import { isConflict } from '../lib/errors'
import { DecisionForm } from './decision-form'

/** ResolutionControl marks an approved report resolved (fixed) or open again, with an optional note (reviewer admins). */
export function ResolutionControl({ report }: { report: Pick<StaffReport, 'id' | 'resolved'> }) {
  const { t } = useTranslation('review')
  const resolution = useResolution()
  const [open, setOpen] = useState(false)
  const key = report.resolved ? 'unresolve' : 'resolve'

  const submit = async (note: string) => {
    try {
      await resolution.mutateAsync({ id: report.id, resolved: !report.resolved, note })
    } catch (error) {
      if (!isConflict(error)) throw error
      setOpen(false)
      toast.error(undefined, t('errors.conflict'))
      return
    }
    setOpen(false)
    toast.success(undefined, t(`resolution.${key}.done`))
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t(`resolution.${key}.button`)}</Button>
      </DialogTrigger>
      {open ? (
        <DialogContent title={t(`resolution.${key}.title`)} description={t(`resolution.${key}.description`)}>
          <DecisionForm
            needReason={false}
            noteRequired={() => false}
            submitLabel={t(`resolution.${key}.confirm`)}
            onSubmit={(values) => submit(values.note)}
            onCancel={() => setOpen(false)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
