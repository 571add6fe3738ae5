import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'

import { useCatalogLabels } from '../catalog-labels'

/** UploadTypePage is /dashboard/upload/{category}/{type}: the report form of one type. */
export function UploadTypePage() {
  const { t } = useTranslation()
  const { category, type } = useParams()
  const labels = useCatalogLabels()
  const title = labels.category(category) ? labels.type(type) : null
  if (!title) return <PageFrame title={t('dashboard.pageNotFound')} />
  return <PageFrame title={title} description={t('pages.uploadType.description')} />
}
