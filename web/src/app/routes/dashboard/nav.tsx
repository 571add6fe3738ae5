import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { hasAnyRole, type Role } from '@/features/auth'
import type { CommonKey } from '@/lib/i18n-keys'

import { navLinkClass } from './nav-link-class'

type Item = { labelKey: CommonKey; href: string; end?: boolean }
type Section = { titleKey: CommonKey; roles: readonly Role[] | 'all'; items: Item[] }

const d = paths.dashboard

// Spec §2 sidebar; feature flags will hide items once the flags feature lands.
const sections: Section[] = [
  {
    titleKey: 'dashboard.sections.reporter',
    roles: 'all',
    items: [
      { labelKey: 'dashboard.nav.home', href: paths.home.getHref() },
      { labelKey: 'dashboard.nav.upload', href: d.upload.getHref() },
      { labelKey: 'dashboard.nav.violations', href: d.violations.getHref(), end: true },
    ],
  },
  {
    titleKey: 'dashboard.sections.reporterAdmin',
    roles: ['reporter_admin'],
    items: [
      { labelKey: 'dashboard.nav.dashboard', href: d.admin.dashboard.getHref() },
      { labelKey: 'dashboard.nav.screening', href: d.admin.screening.getHref() },
      { labelKey: 'dashboard.nav.allViolations', href: d.admin.allViolations.getHref() },
    ],
  },
  {
    titleKey: 'dashboard.sections.reviewer',
    roles: ['reviewer', 'reviewer_admin'],
    items: [
      { labelKey: 'dashboard.nav.dashboard', href: d.review.dashboard.getHref() },
      { labelKey: 'dashboard.nav.pending', href: d.review.pending.getHref() },
    ],
  },
  {
    titleKey: 'dashboard.sections.reviewerAdmin',
    roles: ['reviewer_admin'],
    items: [
      { labelKey: 'dashboard.nav.home', href: d.reviewAdmin.root.getHref(), end: true },
      { labelKey: 'dashboard.nav.dashboard', href: d.reviewAdmin.dashboard.getHref() },
    ],
  },
  {
    titleKey: 'dashboard.sections.owner',
    roles: ['owner'],
    items: [
      { labelKey: 'dashboard.nav.ownerHome', href: d.owner.root.getHref(), end: true },
      { labelKey: 'dashboard.nav.users', href: d.owner.users.getHref() },
      { labelKey: 'dashboard.nav.neighbors', href: d.owner.neighbors.getHref() },
      { labelKey: 'dashboard.nav.analytics', href: d.owner.analytics.getHref() },
      { labelKey: 'dashboard.nav.roleManagement', href: d.owner.roleManagement.getHref() },
      { labelKey: 'dashboard.nav.photoEditor', href: d.owner.photoEditor.getHref() },
      { labelKey: 'dashboard.nav.investors', href: d.owner.investors.getHref() },
      { labelKey: 'dashboard.nav.documentation', href: d.owner.documentation.getHref(), end: true },
      { labelKey: 'dashboard.nav.featureFlags', href: d.owner.featureFlagsDocs.getHref() },
    ],
  },
]

/** DashboardNav lists the sidebar sections the user's roles may see. */
export function DashboardNav({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation()
  const visible = sections.filter((section) => section.roles === 'all' || hasAnyRole(roles, section.roles))
  return (
    <div className="space-y-6">
      {visible.map((section) => (
        <div key={section.titleKey}>
          <h2 className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t(section.titleKey)}
          </h2>
          <ul className="space-y-1">
            {section.items.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={item.end} className={navLinkClass}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
