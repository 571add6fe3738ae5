import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** ImagePage is the disabled 'Image' item: photo-only reporting is coming. */
export function ImagePage() {
  const { t } = useTranslation()
  return (
    <PageFrame title={t('pages.image.title')} description={t('pages.image.description')}>
      <Button asChild variant="outline">
        <Link to={paths.upload.getHref()}>{t('pages.image.cta')}</Link>
      </Button>
    </PageFrame>
  )
}
