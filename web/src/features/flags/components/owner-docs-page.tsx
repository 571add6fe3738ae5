import { BookOpen, ToggleRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'
import { LinkCard } from '@/components/ui/link-card'
import { paths } from '@/config/paths'

const entries = [
  { key: 'flagDocs', href: paths.dashboard.owner.featureFlagsDocs.getHref(), Icon: BookOpen },
  { key: 'manage', href: paths.dashboard.owner.featureFlags.getHref(), Icon: ToggleRight },
] as const

/** OwnerDocsPage is /dashboard/owner/documentation: the index of the owners' documentation. */
export function OwnerDocsPage() {
  const { t } = useTranslation('flags')
  const { t: tc } = useTranslation()
  return (
    <PageFrame title={tc('pages.owner.documentation.title')} description={tc('pages.owner.documentation.description')}>
      <ul aria-label={t('docsIndex.listLabel')} className="grid gap-4 sm:grid-cols-2">
        {entries.map(({ key, href, Icon }) => (
          <li key={key}>
            <LinkCard to={href} Icon={Icon} title={t(`docsIndex.${key}.title`)} description={t(`docsIndex.${key}.description`)} />
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
