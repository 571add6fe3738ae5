import { Camera } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'

import { IconList } from '../components/icon-list'
import { useReportHref } from '../hooks/use-report-href'

const coming = ['photo', 'where', 'category', 'faces'] as const

/** ImagePage is the disabled "Image" item (/{lang}/image): photo-only reporting is coming. */
export function ImagePage() {
  const { t } = useTranslation('public')
  const reportHref = useReportHref()
  return (
    <PageFrame title={t('image.title')} description={t('image.lead')}>
      <h2 className="text-xl font-semibold">{t('image.coming.heading')}</h2>
      <IconList icon={Camera} keys={coming} text={(key) => t(`image.coming.${key}`)} className="mt-3 max-w-prose" />
      <h2 className="mt-8 text-xl font-semibold">{t('image.why.heading')}</h2>
      <p className="mt-2 max-w-prose">{t('image.why.text')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('image.today.heading')}</h2>
      <p className="mt-2 max-w-prose">{t('image.today.text')}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to={reportHref}>{t('image.cta')}</Link>
      </Button>
    </PageFrame>
  )
}
