import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { SidebarLink, SidebarSection } from '@/components/layouts/sidebar-items'
import { useSessionVersion } from '@/config/review-session'
import type { Role } from '@/features/auth'
import type { FlagMap } from '@/features/flags'

import { DocsGroup } from './docs-group'
import { visibleSections } from './sidebar-model'

/** DashboardNav lists the sidebar sections for the user's roles, with the items whose flags are on. */
export function DashboardNav({ roles, flags }: { roles: readonly Role[]; flags: FlagMap }) {
  const { t } = useTranslation('shell')
  // Re-rendered on every navigation and whenever a queue page remembers its id
  // (after this render), so Screening and Pending link to the report open last.
  useLocation()
  useSessionVersion()
  return (
    <div className="space-y-6">
      {visibleSections(roles, flags).map((section) => (
        <SidebarSection key={section.id} title={t(section.titleKey)}>
          {section.items.map((item) => (
            <li key={item.id}>
              <SidebarLink to={item.href()} label={t(item.labelKey)} icon={item.icon} end={item.end} />
            </li>
          ))}
          {section.docs ? (
            <li>
              <DocsGroup />
            </li>
          ) : null}
        </SidebarSection>
      ))}
    </div>
  )
}
