import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { paths } from '@/config/paths'
import type { CommonKey } from '@/lib/i18n-keys'

const o = paths.dashboard.owner

const tools: { href: string; title: CommonKey; description: CommonKey }[] = [
  { href: o.users.getHref(), title: 'pages.owner.users.title', description: 'pages.owner.users.description' },
  { href: o.roleManagement.getHref(), title: 'pages.owner.roleManagement.title', description: 'pages.owner.roleManagement.description' },
  { href: o.neighbors.getHref(), title: 'pages.owner.neighbors.title', description: 'pages.owner.neighbors.description' },
  { href: o.departments.getHref(), title: 'pages.owner.departments.title', description: 'pages.owner.departments.description' },
  { href: o.analytics.getHref(), title: 'pages.owner.analytics.title', description: 'pages.owner.analytics.description' },
  { href: o.featureFlags.getHref(), title: 'pages.owner.featureFlags.title', description: 'pages.owner.featureFlags.description' },
  { href: o.photoEditor.getHref(), title: 'pages.owner.photoEditor.title', description: 'pages.owner.photoEditor.description' },
  { href: o.jobs.getHref(), title: 'pages.owner.jobs.title', description: 'pages.owner.jobs.description' },
  { href: o.investors.getHref(), title: 'pages.owner.investors.title', description: 'pages.owner.investors.description' },
  { href: o.documentation.getHref(), title: 'pages.owner.documentation.title', description: 'pages.owner.documentation.description' },
]

/** OwnerHome is /dashboard/owner: the owner's tools, each with what it is for. */
export function OwnerHome() {
  const { t } = useTranslation()
  const { t: to } = useTranslation('owner')
  return (
    <PageFrame title={t('pages.owner.home.title')} description={t('pages.owner.home.description')}>
      <nav aria-label={to('home.toolsLabel')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {tools.map((tool) => (
            <li key={tool.href}>
              <Link
                to={tool.href}
                className="block h-full space-y-1 rounded-lg border p-4 outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                <span className="block font-semibold text-primary">{t(tool.title)}</span>
                <span className="block text-sm text-muted-foreground">{t(tool.description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  )
}
