import { lazy, Suspense } from 'react'

import { Spinner } from '@/components/ui/spinner'

import type { RenterValues } from '../lib/form-schema'

const RenterReportForm = lazy(() => import('./renter-report-form'))

type Props = {
  category: string
  type: string
  initial: Omit<RenterValues, 'photos'>
  onFiled: () => void
}

/** DraftReportForm is the renter-protection form pre-filled from a draft (the renter chat's), filed through the same report API. */
export function DraftReportForm({ category, type, initial, onFiled }: Props) {
  return (
    <Suspense fallback={<Spinner className="w-full py-8" />}>
      <RenterReportForm category={category} type={type} initial={initial} onCreated={onFiled} />
    </Suspense>
  )
}
