import { FileStack, MapIcon, Megaphone, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { LinkCard } from '@/components/ui/link-card'
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
            <LinkCard to={href} Icon={Icon} title={t(`home.actions.${key}.title`)} description={t(`home.actions.${key}.description`)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
