import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'

import { QuickActions } from './quick-actions'
import { ReportStats } from './report-stats'

type Props = {
  /** name is the user's first name (or full name), null when unknown. */
  name: string | null
  /** showMap offers the public map (its feature flag is on). */
  showMap: boolean
}

/** DashboardHome is /dashboard: a welcome, the user's report counts and quick actions. */
export function DashboardHome({ name, showMap }: Props) {
  const { t } = useTranslation('shell')
  const { t: tc } = useTranslation()
  return (
    <PageFrame title={tc('pages.dashboard.title')}>
      <p className="-mt-4 mb-8 text-lg">{name ? t('home.welcome', { name }) : t('home.welcomeNoName')}</p>
      <div className="space-y-10">
        <ReportStats />
        <QuickActions showMap={showMap} />
      </div>
    </PageFrame>
  )
}
