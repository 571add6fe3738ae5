import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

import { reportStatuses, type ReportStatus } from '../api/report-schema'

const tabs: (ReportStatus | null)[] = [null, ...reportStatuses]

/** StatusTabs filters My Violations by status; the filter lives in the URL (?status=). */
export function StatusTabs({ current }: { current: ReportStatus | null }) {
  const { t } = useTranslation('reports')
  return (
    <nav aria-label={t('mine.filterLabel')} className="-mx-4 mb-6 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-2 border-b pb-2">
        {tabs.map((status) => {
          const active = status === current
          return (
            <li key={status ?? 'all'}>
              <Link
                to={paths.dashboard.violations.getHref({ status: status ?? undefined })}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex rounded-full px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
                  active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {status ? t(`status.${status}`) : t('mine.all')}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
