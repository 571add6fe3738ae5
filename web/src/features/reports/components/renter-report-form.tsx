import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Input } from '@/components/ui/input'

import type { UploadResult } from '../hooks/use-report-upload'
import { focusFirstError, useReportSubmit } from '../hooks/use-report-submit'
import { renterFormData } from '../lib/build-form-data'
import { renterSchema, type RenterValues } from '../lib/form-schema'
import { DescriptionField } from './description-field'
import { Field } from './field'
import { FormFooter } from './form-footer'
import { LockoutHelpLink } from './lockout-help-link'
import { PastTimeField } from './occurred-at-field'
import { PhotosField } from './photos-field'

const order = ['description', 'buildingAddress', 'unit', 'landlordName', 'startedAt', 'photos'] as const

const defaultValues: RenterValues = { description: '', buildingAddress: '', unit: '', landlordName: '', startedAt: '', photos: [] }

type Props = {
  category: string
  type: string
  onCreated: (report: UploadResult) => void
  /** initial pre-fills the form (the renter chat's draft). */
  initial?: Partial<Omit<RenterValues, 'photos'>>
}

/** RenterReportForm files a private renter-protection report: the building, the landlord, since when, 0–5 photos or PDFs. */
export default function RenterReportForm({ category, type, onCreated, initial }: Props) {
  const { t } = useTranslation('reports')
  const form = useForm<RenterValues>({
    resolver: zodResolver(renterSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { ...defaultValues, ...initial },
  })
  const { submit, cancel, progress, formError, fileErrors, clearFileErrors } = useReportSubmit(form, order)
  const files = useWatch({ control: form.control, name: 'photos' })
  const { errors } = form.formState

  const onValid = async (values: RenterValues) => {
    const report = await submit(renterFormData(category, type, values))
    if (report) onCreated(report)
  }
  const onInvalid = (invalid: FieldErrors<RenterValues>) => focusFirstError(form, order, Object.keys(invalid))

  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-8" onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}>
        <p className="flex gap-2 rounded-lg border bg-muted p-4 text-sm">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {t('renter.privacy')}
        </p>
        <LockoutHelpLink />
        <fieldset disabled={progress !== null} className="space-y-8">
          <DescriptionField hint={t('description.hintRenter')} />
          <Field id="buildingAddress" name="buildingAddress" label={t('renter.buildingAddress')} hint={t('renter.buildingAddressHint')} error={errors.buildingAddress?.message}>
            {(aria) => <Input id="buildingAddress" autoComplete="street-address" required {...aria} {...form.register('buildingAddress')} />}
          </Field>
          <div className="grid gap-6 sm:grid-cols-2">
            <Field id="unit" name="unit" label={t('renter.unit')} error={errors.unit?.message}>
              {(aria) => <Input id="unit" autoComplete="address-line2" {...aria} {...form.register('unit')} />}
            </Field>
            <Field id="landlordName" name="landlordName" label={t('renter.landlord')} error={errors.landlordName?.message}>
              {(aria) => <Input id="landlordName" autoComplete="off" {...aria} {...form.register('landlordName')} />}
            </Field>
          </div>
          <PastTimeField name="startedAt" dateOnly label={t('renter.startedAt')} hint={t('renter.startedAtHint')} />
          <PhotosField allowPdf={true} fileErrors={fileErrors} onFilesChange={clearFileErrors} disabled={progress !== null} />
        </fieldset>
        <FormFooter formError={formError} progress={progress} files={files} onCancel={cancel} />
      </form>
    </FormProvider>
  )
}
