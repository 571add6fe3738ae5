import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import { useReportHref } from '../hooks/use-report-href'

/** ReportActions are the two main calls to action: report a problem, see the map. */
export function ReportActions({ showMap = true }: { showMap?: boolean }) {
  const { t } = useTranslation('public')
  const lang = useLanguage()
  const reportHref = useReportHref()
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg">
        <Link to={reportHref}>{t('cta.report')}</Link>
      </Button>
      {showMap ? (
        <Button asChild size="lg" variant="outline">
          <Link to={paths.lang.map.getHref(lang)}>{t('cta.map')}</Link>
        </Button>
      ) : null}
    </div>
  )
}
