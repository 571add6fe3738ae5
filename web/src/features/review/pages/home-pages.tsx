import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { paths } from '@/config/paths'

import { useStats } from '../api/get-stats'

const d = paths.dashboard

type HomeLink = { key: 'dashboard' | 'screening' | 'allViolations' | 'reports' | 'reportsManagement' | 'documentation' | 'pending' | 'approved'; href: string; count?: number; countKey?: 'waiting' | 'published' }

function LinkGrid({ links }: { links: HomeLink[] }) {
  const { t } = useTranslation('review')
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.href} className="flex h-full items-center justify-between gap-3 rounded-xl border bg-card p-4 hover:bg-accent hover:text-accent-foreground">
            <span>
              <span className="block font-semibold">
                {t(`home.links.${link.key}.title`)}
                {link.count !== undefined ? <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">{t(`home.${link.countKey ?? 'waiting'}`, { count: link.count })}</span> : null}
              </span>
              <span className="block text-sm text-muted-foreground">{t(`home.links.${link.key}.description`)}</span>
            </span>
            <ChevronRight aria-hidden="true" className="shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** AdminHomePage is /dashboard/admin: the reporter admin's tools. */
export function AdminHomePage() {
  const { t } = useTranslation()
  const stats = useStats()
  return (
    <PageFrame title={t('pages.admin.home.title')} description={t('pages.admin.home.description')}>
      <LinkGrid
        links={[
          { key: 'screening', href: d.admin.screening.getHref(), count: stats.data?.queue.screening },
          { key: 'dashboard', href: d.admin.dashboard.getHref() },
          { key: 'allViolations', href: d.admin.allViolations.getHref() },
          { key: 'reportsManagement', href: d.admin.reportsManagement.getHref() },
          { key: 'reports', href: d.admin.reports.getHref() },
          { key: 'documentation', href: d.admin.documentation.getHref() },
        ]}
      />
    </PageFrame>
  )
}

/** ReviewHomePage is /dashboard/review: the reviewer's queue and dashboard. */
export function ReviewHomePage() {
  const { t } = useTranslation()
  const stats = useStats()
  return (
    <PageFrame title={t('pages.review.home.title')} description={t('pages.review.home.description')}>
      <LinkGrid
        links={[
          { key: 'pending', href: d.review.pending.getHref(), count: stats.data?.queue.pending },
          { key: 'dashboard', href: d.review.dashboard.getHref() },
        ]}
      />
    </PageFrame>
  )
}

/** ReviewAdminHomePage is /dashboard/review-admin: published reports and their oversight. */
export function ReviewAdminHomePage() {
  const { t } = useTranslation()
  const stats = useStats()
  return (
    <PageFrame title={t('pages.reviewAdmin.home.title')} description={t('pages.reviewAdmin.home.description')}>
      <LinkGrid
        links={[
          // Approved reports are published, not waiting for anyone.
          { key: 'approved', href: d.reviewAdmin.approved.getHref(), count: stats.data?.queue.approved, countKey: 'published' },
          { key: 'dashboard', href: d.reviewAdmin.dashboard.getHref() },
        ]}
      />
    </PageFrame>
  )
}
