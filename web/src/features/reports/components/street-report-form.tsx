import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import type { Box } from '@/components/blur-boxes/geometry'
import type { CatalogCategory, CatalogType } from '@/lib/catalog'

import type { UploadResult } from '../hooks/use-report-upload'
import { usePhotoMeta, type FoundMeta } from '../hooks/use-photo-meta'
import { focusFirstError, useReportSubmit } from '../hooks/use-report-submit'
import { streetFormData } from '../lib/build-form-data'
import { formatCoordinate } from '../lib/coordinates'
import { toDateTimeInput } from '../lib/datetime'
import { streetSchema, type StreetValues } from '../lib/form-schema'
import type { MapPickerComponent } from '../types'
import { DescriptionField } from './description-field'
import { ExifOffer } from './exif-offer'
import { FormFooter } from './form-footer'
import { LocationFieldset } from './location-fieldset'
import { PastTimeField } from './occurred-at-field'
import { PhotosField } from './photos-field'
import { PlateField } from './plate-field'

const order = ['description', 'location', 'address', 'occurredAt', 'licensePlate', 'photos'] as const

type Props = {
  category: CatalogCategory
  /** type is null for bike-lane, the one category without types. */
  type: CatalogType | null
  MapPicker: MapPickerComponent
  onCreated: (report: UploadResult) => void
}

/** StreetReportForm files a street report: description, location, time, plate (vehicle types) and 1–5 photos. */
export default function StreetReportForm({ category, type, MapPicker, onCreated }: Props) {
  const { t } = useTranslation('reports')
  const vehicle = type ? type.vehicle : category.vehicle
  const [defaultValues] = useState<StreetValues>(() => ({
    description: '', location: { latitude: '', longitude: '' }, address: '',
    occurredAt: toDateTimeInput(new Date()), licensePlate: '', photos: [],
  }))
  const form = useForm<StreetValues>({ resolver: zodResolver(streetSchema), mode: 'onTouched', shouldFocusError: false, defaultValues })
  const { submit, cancel, progress, formError, fileErrors, clearFileErrors } = useReportSubmit(form, order)
  const photos = useWatch({ control: form.control, name: 'photos' })
  const [notice, setNotice] = useState<string | null>(null)
  // The areas marked to blur, by photo: kept with the file itself, so that
  // removing one photo leaves the others' boxes where they are.
  const [blur, setBlur] = useState<ReadonlyMap<File, readonly Box[]>>(() => new Map())
  const blurMarks = { boxes: blur, onChange: (file: File, boxes: Box[]) => setBlur((marks) => new Map(marks).set(file, boxes)) }

  const applyLocation = (meta: FoundMeta) => {
    if (!meta.location) return
    form.setValue('location.latitude', formatCoordinate(meta.location.lat), { shouldDirty: true })
    form.setValue('location.longitude', formatCoordinate(meta.location.lng), { shouldDirty: true })
    form.clearErrors('location')
  }
  const applyTime = (meta: FoundMeta) => {
    if (meta.takenAt) form.setValue('occurredAt', toDateTimeInput(meta.takenAt), { shouldValidate: form.formState.isSubmitted })
  }
  // Prefill what the form does not hold yet; offer the rest (ExifOffer).
  const meta = usePhotoMeta(photos, (found) => {
    const { location, occurredAt } = form.getValues()
    const applied: string[] = []
    if (found.location && !location.latitude.trim() && !location.longitude.trim()) {
      applyLocation(found)
      applied.push(t('exif.locationApplied'))
    }
    if (found.takenAt && !form.getFieldState('occurredAt').isDirty && occurredAt) {
      applyTime(found)
      applied.push(t('exif.timeApplied'))
    }
    setNotice(applied.length > 0 ? applied.join(' ') : null)
  })

  const onValid = async (values: StreetValues) => {
    const boxes = values.photos.map((photo) => blur.get(photo))
    const report = await submit(streetFormData(category.category, type?.slug ?? '', values, vehicle, boxes))
    if (report) onCreated(report)
  }
  const onInvalid = (errors: FieldErrors<StreetValues>) => focusFirstError(form, order, Object.keys(errors))

  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-8" onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)}>
        <fieldset disabled={progress !== null} className="space-y-8">
          <DescriptionField hint={t('description.hintStreet')} />
          <LocationFieldset MapPicker={MapPicker} />
          <PastTimeField name="occurredAt" label={t('time.occurredLabel')} hint={t('time.occurredHint')} />
          {vehicle ? <PlateField /> : null}
          <PhotosField allowPdf={false} fileErrors={fileErrors} onFilesChange={clearFileErrors} disabled={progress !== null} blur={blurMarks} />
          <p className="text-sm text-muted-foreground empty:hidden" aria-live="polite">
            {notice}
          </p>
          {meta ? <ExifOffer meta={meta} onUseLocation={() => applyLocation(meta)} onUseTime={() => applyTime(meta)} /> : null}
        </fieldset>
        <FormFooter formError={formError} progress={progress} files={photos} onCancel={cancel} />
      </form>
    </FormProvider>
  )
}
