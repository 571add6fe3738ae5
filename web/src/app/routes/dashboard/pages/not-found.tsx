import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** DashboardNotFoundPage is any unknown path under /dashboard: 'Page Not Found' in the shell. */
export function DashboardNotFoundPage() {
  const { t } = useTranslation('shell')
  return (
    <PageFrame title={t('notFound.title')} description={t('notFound.description')}>
      <Button asChild>
        <Link to={paths.dashboard.root.getHref()}>{t('notFound.back')}</Link>
      </Button>
    </PageFrame>
  )
}
