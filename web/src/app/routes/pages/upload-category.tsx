import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'

import { useCatalogLabels } from '../catalog-labels'

/** UploadCategoryPage is /dashboard/upload/{category}: choose the type of problem. */
export function UploadCategoryPage() {
  const { t } = useTranslation()
  const { category } = useParams()
  const title = useCatalogLabels().category(category)
  if (!title) return <PageFrame title={t('dashboard.pageNotFound')} />
  return <PageFrame title={title} description={t('pages.uploadCategory.description')} />
}
