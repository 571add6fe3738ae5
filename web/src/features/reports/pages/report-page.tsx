import { useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, useParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { paths } from '@/config/paths'
import { catalogQueryOptions, currentTypeSlug, findCategory, findType, useLocalize } from '@/lib/catalog'

import { NotFoundState } from '../components/not-found-state'
import { ReportFormSection } from '../components/report-form-section'
import type { MapPickerComponent } from '../types'

type Props = { MapPicker: MapPickerComponent }

/**
 * UploadTypePage is /dashboard/upload/{category}/{type}: the report form of
 * one type. An old type slug redirects to the current one.
 */
export function UploadTypePage({ MapPicker }: Props) {
  const { category: categorySlug, type: typeSlug } = useParams()
  const localize = useLocalize()
  const { data: catalog } = useSuspenseQuery(catalogQueryOptions)
  const current = currentTypeSlug(categorySlug, typeSlug)
  if (categorySlug && current) return <Navigate to={paths.dashboard.uploadType.getHref(categorySlug, current)} replace />
  const category = findCategory(catalog, categorySlug)
  const type = findType(category, typeSlug)
  if (!category || !type) return <NotFoundState />
  return (
    <PageFrame title={localize(type.label)} description={localize(type.description)}>
      <ReportFormSection category={category} type={type} MapPicker={MapPicker} />
    </PageFrame>
  )
}

/** BikeLanePage is /dashboard/upload/bike-lane: the one direct form, for reporters (the route guards it). */
export function BikeLanePage({ MapPicker }: Props) {
  const localize = useLocalize()
  const { data: catalog } = useSuspenseQuery(catalogQueryOptions)
  const category = findCategory(catalog, 'bike-lane')
  if (!category) return <NotFoundState />
  return (
    <PageFrame title={localize(category.label)} description={localize(category.description)}>
      <ReportFormSection category={category} type={null} MapPicker={MapPicker} />
    </PageFrame>
  )
}
