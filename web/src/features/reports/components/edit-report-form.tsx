import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { DialogClose, DialogContent } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'

import type { Report } from '../api/report-schema'
import { useUpdateReport } from '../api/update-report'
import { editSchema, editValues, renterEditSchema, toPatch, type EditValues } from '../lib/edit-schema'
import { sortServerErrors } from '../lib/field-errors'
import { DescriptionField } from './description-field'
import { Field } from './field'
import { PlateField } from './plate-field'

export type EditOutcome = 'saved' | 'conflict' | 'failed'

type Props = { report: Report; kind: { private: boolean; vehicle: boolean }; onDone: (outcome: EditOutcome) => void }

/** EditReportForm is the edit dialog's body: the report's text fields, sent with PATCH. */
export default function EditReportForm({ report, kind, onDone }: Props) {
  const { t } = useTranslation('reports')
  const form = useForm<EditValues>({ resolver: zodResolver(kind.private ? renterEditSchema : editSchema), defaultValues: editValues(report) })
  const update = useUpdateReport()
  const { errors, isSubmitting } = form.formState

  const onValid = async (values: EditValues) => {
    try {
      await update.mutateAsync({ id: report.id, patch: toPatch(values, kind) })
      onDone('saved')
    } catch (error) {
      const fields = error instanceof ApiError ? sortServerErrors(error).fields : {}
      if (error instanceof ApiError && error.status === 409) onDone('conflict')
      else if (Object.keys(fields).length === 0) onDone('failed')
      else for (const [field, code] of Object.entries(fields)) form.setError(field as keyof EditValues, { type: 'server', message: code })
    }
  }
  const text = (name: 'address' | 'buildingAddress' | 'unit' | 'landlordName', label: string) => (
    <Field id={`edit-${name}`} name={name} label={label} error={errors[name]?.message}>
      {(aria) => <Input id={`edit-${name}`} {...aria} {...form.register(name)} />}
    </Field>
  )

  return (
    <DialogContent title={t('edit.title')} description={t('edit.description')}>
      <FormProvider {...form}>
        <form noValidate className="space-y-5" onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
          <DescriptionField hint={t('edit.descriptionHint')} />
          {kind.private ? (
            <>
              {text('buildingAddress', t('renter.buildingAddress'))}
              {text('unit', t('renter.unit'))}
              {text('landlordName', t('renter.landlord'))}
            </>
          ) : (
            <>
              {text('address', t('location.address'))}
              {kind.vehicle ? <PlateField /> : null}
            </>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('edit.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {t(isSubmitting ? 'edit.saving' : 'edit.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </DialogContent>
  )
}
