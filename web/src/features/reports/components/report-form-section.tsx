import { Suspense, useState } from 'react'

import { Spinner } from '@/components/ui/spinner'
import type { CatalogCategory, CatalogType } from '@/lib/catalog'
import { lazyPart } from '@/lib/hydration'

import type { UploadResult } from '../hooks/use-report-upload'
import type { MapPickerComponent } from '../types'
import { loadStreetForm } from './load-forms'
import { ReportCreated } from './report-created'

// The forms (react-hook-form, zod, exifr on demand) load only when a form is opened.
const StreetReportForm = lazyPart(loadStreetForm)
const RenterReportForm = lazyPart(() => import('./renter-report-form'))

type Props = { category: CatalogCategory; type: CatalogType | null; MapPicker: MapPickerComponent }

/** ReportFormSection shows the right form for the category, then the confirmation once sent. */
export function ReportFormSection({ category, type, MapPicker }: Props) {
  const [created, setCreated] = useState<UploadResult | null>(null)
  const [round, setRound] = useState(0)

  if (created) {
    const another = () => {
      setCreated(null)
      setRound((n) => n + 1)
    }
    return <ReportCreated report={created} onAnother={another} />
  }
  return (
    <Suspense fallback={<Spinner className="w-full py-16" />}>
      {category.private ? (
        <RenterReportForm key={round} category={category.category} type={type?.slug ?? ''} onCreated={setCreated} />
      ) : (
        <StreetReportForm key={round} category={category} type={type} MapPicker={MapPicker} onCreated={setCreated} />
      )}
    </Suspense>
  )
}
