import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'
import { paths } from '@/config/paths'
import { catalogQueryOptions, isAllowedCategory } from '@/lib/catalog'

import { ChoiceCard } from '../components/choice-card'

/** UploadPage is /dashboard/upload: the fourteen categories to choose from. */
export function UploadPage({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation()
  const { data: catalog } = useSuspenseQuery(catalogQueryOptions)
  return (
    <PageFrame title={t('pages.upload.title')} description={t('pages.upload.description')}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {catalog.map((c) => (
          <li key={c.category}>
            <ChoiceCard
              icon={c.category}
              label={c.label}
              description={c.description}
              href={paths.dashboard.uploadCategory.getHref(c.category)}
              allowed={isAllowedCategory(c, roles)}
            />
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
