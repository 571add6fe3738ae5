import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth'
import { useLanguage } from '@/hooks/use-language'

/** HomePage is the public home (/{lang} and /home). */
export function HomePage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const { status } = useAuth()
  const report = status === 'signed_in' ? paths.upload.getHref() : paths.lang.auth.getHref(lang, { signup: true })

  return (
    <PageFrame title={t('pages.home.title')} description={t('pages.home.description')} className="py-16">
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={report}>{t('pages.home.report')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.lang.map.getHref(lang)}>{t('pages.home.viewMap')}</Link>
        </Button>
      </div>
    </PageFrame>
  )
}
