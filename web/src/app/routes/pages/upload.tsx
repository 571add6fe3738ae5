import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { bikeLaneCategory, uploadCategories } from '@/config/catalog'
import { paths } from '@/config/paths'

import { useCatalogLabels } from '../catalog-labels'

const linkClass =
  'flex items-center justify-between rounded-lg border bg-card px-4 py-3 font-medium hover:bg-accent hover:text-accent-foreground'

/** UploadPage is /dashboard/upload: choose the category of the report. */
export function UploadPage() {
  const { t } = useTranslation()
  const labels = useCatalogLabels()
  const links = [
    { slug: bikeLaneCategory, href: paths.dashboard.bikeLane.getHref() },
    ...uploadCategories.map((slug) => ({ slug, href: paths.dashboard.uploadCategory.getHref(slug) })),
  ]
  return (
    <PageFrame title={t('pages.upload.title')} description={t('pages.upload.description')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map(({ slug, href }) => (
          <li key={slug}>
            <Link className={linkClass} to={href}>
              {labels.category(slug)}
              <ChevronRight aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
