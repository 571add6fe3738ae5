import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { paths } from '@/config/paths'
import { catalogQueryOptions, findCategory, useLocalize } from '@/lib/catalog'

import { ChoiceCard } from '../components/choice-card'
import { LockoutHelpLink } from '../components/lockout-help-link'
import { NotFoundState } from '../components/not-found-state'

/** UploadCategoryPage is /dashboard/upload/{category}: the types of problem in one category. */
export function UploadCategoryPage() {
  const { t } = useTranslation()
  const { category: slug } = useParams()
  const localize = useLocalize()
  const { data: catalog } = useSuspenseQuery(catalogQueryOptions)
  const category = findCategory(catalog, slug)
  if (!category || category.types.length === 0) return <NotFoundState />
  return (
    <PageFrame title={localize(category.label)} description={t('pages.uploadCategory.description')}>
      {category.private ? (
        <div className="mb-6">
          <LockoutHelpLink />
        </div>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {category.types.map((type) => (
          <li key={type.slug}>
            <ChoiceCard
              icon={category.category}
              label={type.label}
              description={type.description}
              href={paths.dashboard.uploadType.getHref(category.category, type.slug)}
            />
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
