import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

/** NotFoundPage is /{lang}/404, where unknown paths lead signed-out visitors. */
export function NotFoundPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <PageFrame title={t('pages.notFound.title')} description={t('pages.notFound.description')}>
      <Button asChild>
        <Link to={paths.lang.root.getHref(lang)}>{t('pages.notFound.backHome')}</Link>
      </Button>
    </PageFrame>
  )
}
