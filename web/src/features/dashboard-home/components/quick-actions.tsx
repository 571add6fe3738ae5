import { FileStack, MapIcon, Megaphone, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

type Action = { key: 'report' | 'violations' | 'map'; href: string; Icon: LucideIcon }

/** QuickActions links to the usual next steps: report, my violations, and the public map when it is on. */
export function QuickActions({ showMap }: { showMap: boolean }) {
  const { t } = useTranslation('shell')
  const lang = useLanguage()
  const headingId = useId()
  const actions: Action[] = [
    { key: 'report', href: paths.dashboard.upload.getHref(), Icon: Megaphone },
    { key: 'violations', href: paths.dashboard.violations.getHref(), Icon: FileStack },
  ]
  if (showMap) actions.push({ key: 'map', href: paths.lang.map.getHref(lang), Icon: MapIcon })

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('home.actionsTitle')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {actions.map(({ key, href, Icon }) => (
          <li key={key}>
            <Link
              to={href}
              className="flex h-full gap-3 rounded-xl border bg-card p-4 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="space-y-1">
                <span className="block font-semibold">{t(`home.actions.${key}.title`)}</span>
                <span className="block text-sm text-muted-foreground">{t(`home.actions.${key}.description`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
