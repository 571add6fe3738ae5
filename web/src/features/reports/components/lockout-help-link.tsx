import { DoorClosed } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

/** LockoutHelpLink leads a tenant in one tap to the first steps of a lockout (the public /{lang}/lockout page). */
export function LockoutHelpLink() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <p className="flex gap-2 text-sm">
      <DoorClosed aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <Link className="font-medium text-primary underline underline-offset-4" to={paths.lang.lockout.getHref(lang)}>
        {t('nav.lockout')}
      </Link>
    </p>
  )
}
