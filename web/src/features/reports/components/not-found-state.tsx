import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** NotFoundState is shown for an unknown category or type: a way back, not a crash. */
export function NotFoundState() {
  const { t } = useTranslation('reports')
  return (
    <PageFrame title={t('notFound.title')} description={t('notFound.description')}>
      <SearchX aria-hidden="true" className="mb-4 size-10 text-muted-foreground" />
      <Button asChild>
        <Link to={paths.dashboard.upload.getHref()}>{t('notFound.back')}</Link>
      </Button>
    </PageFrame>
  )
}
