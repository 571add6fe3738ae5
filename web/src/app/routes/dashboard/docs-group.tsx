import { BookOpen, ChevronRight, Flag, FileText } from 'lucide-react'
import { Collapsible } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { useSidebar } from '@/components/layouts/sidebar-context'
import { sidebarItemClass } from '@/components/layouts/sidebar-item-class'
import { SidebarLink } from '@/components/layouts/sidebar-items'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

const docs = paths.dashboard.owner.documentation

/**
 * DocsGroup is the System Owner's collapsible Documentation group, open
 * while a documentation page is shown; collapsed to icons it is one link.
 */
export function DocsGroup() {
  const { t } = useTranslation('shell')
  const { collapsed } = useSidebar()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(() => pathname.startsWith(docs.getHref()))

  if (collapsed) return <SidebarLink to={docs.getHref()} label={t('sidebar.nav.documentation')} icon={BookOpen} />

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className={sidebarItemClass(false, false)}>
        <BookOpen aria-hidden="true" className="size-4 shrink-0" />
        <span className="flex-1 truncate">{t('sidebar.nav.documentation')}</span>
        <ChevronRight aria-hidden="true" className={cn('size-4 shrink-0 transition-transform', open && 'rotate-90')} />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="mt-1 ml-4 space-y-1 border-l border-sidebar-border pl-2">
          <li>
            <SidebarLink to={docs.getHref()} label={t('sidebar.nav.docsOverview')} icon={FileText} end />
          </li>
          <li>
            <SidebarLink to={paths.dashboard.owner.featureFlagsDocs.getHref()} label={t('sidebar.nav.featureFlags')} icon={Flag} />
          </li>
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
