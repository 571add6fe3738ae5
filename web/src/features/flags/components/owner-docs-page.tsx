import { BookOpen, ToggleRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
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
            <Link
              to={href}
              className="flex h-full gap-3 rounded-xl border bg-card p-4 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="space-y-1">
                <span className="block font-semibold">{t(`docsIndex.${key}.title`)}</span>
                <span className="block text-sm text-muted-foreground">{t(`docsIndex.${key}.description`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
