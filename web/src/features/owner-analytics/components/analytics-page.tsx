import { LoaderCircle } from 'lucide-react'
import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/api-client'
import { useCatalogNames } from '@/lib/report-labels'

import { useAnalytics, type Analytics, type Range } from '../api/analytics'
import { durationUnit, inUnit } from '../lib/duration-unit'
import { Section } from './section'

const statuses = ['screening', 'pending', 'approved', 'rejected'] as const
const colors = { a: 'var(--color-primary)', b: '#b45309', c: '#047857', d: '#7c3aed' }
// The four review-time series: a hue per stage (blue screening, orange deciding), dark for the median, light for the 90th percentile.
// (The primary teal and colors.c's green looked alike side by side.)
const reviewColors = { sm: '#1d4ed8', sp: '#93c5fd', dm: '#c2410c', dp: '#fdba74' }

/** AnalyticsPage is /dashboard/owner/analytics: reports, review times, sign-ups and page views over a date range. */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics')
  const { t: tc } = useTranslation()
  const [range, setRange] = useState<Range>({ from: '', to: '' })
  const [draft, setDraft] = useState<Range>({ from: '', to: '' })
  const query = useAnalytics(range)
  const shown = query.data
  const badRange = query.error instanceof ApiError && query.error.status === 400

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    setRange(draft)
  }

  return (
    <PageFrame title={tc('pages.owner.analytics.title')} description={tc('pages.owner.analytics.description')} className="space-y-6">
      <form onSubmit={apply} aria-label={t('range.label')} className="flex flex-wrap items-end gap-3">
        <FormField label={t('range.from')} error={badRange ? t('range.invalid') : undefined}>
          {(control) => <Input {...control} type="date" value={draft.from || shown?.from || ''} onChange={(e) => setDraft({ ...draft, from: e.target.value })} className="w-44" />}
        </FormField>
        <FormField label={t('range.to')}>
          {(control) => <Input {...control} type="date" value={draft.to || shown?.to || ''} onChange={(e) => setDraft({ ...draft, to: e.target.value })} className="w-44" />}
        </FormField>
        <Button type="submit">{t('range.apply')}</Button>
      </form>
      {query.isPending ? (
        <div role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
          {t('loading')}
        </div>
      ) : query.isError && !badRange ? (
        <LoadErrorAlert title={t('error')} retry={t('retry')} onRetry={() => void query.refetch()} />
      ) : shown ? (
        <Sections data={shown} />
      ) : null}
    </PageFrame>
  )
}

function Sections({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics')
  const names = useCatalogNames()
  const count = [{ key: 'count', label: t('columns.reports'), color: colors.a }]
  const one = (label: string, n: number) => ({ label, values: { count: n } })
  const maxMinutes = Math.max(0, ...data.review_times.flatMap((r) => [r.median_minutes, r.p90_minutes]))
  const unit = durationUnit(maxMinutes)
  const time = (minutes: number) => inUnit(minutes, unit)
  const weeks = [...new Set(data.review_times.map((r) => r.week))]
  const stage = (week: string, s: string) => data.review_times.find((r) => r.week === week && r.stage === s)
  return (
    <div className="space-y-6">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {t('range.shown', { from: data.from, to: data.to })}
      </p>
      <Section title={t('sections.status')} name={t('files.status')} labelHeading={t('columns.status')} series={count}
        rows={statuses.map((s) => one(t(`status.${s}`), data.by_status.find((x) => x.key === s)?.count ?? 0)).filter((r) => r.values.count > 0)} />
      <Section title={t('sections.category')} name={t('files.category')} labelHeading={t('columns.category')} series={count} vertical
        rows={data.by_category.map((c) => one(names.category(c.key), c.count))} />
      <Section title={t('sections.neighborhood')} name={t('files.neighborhood')} labelHeading={t('columns.neighborhood')} series={count} vertical
        rows={data.by_neighborhood.filter((n) => n.count > 0).map((n) => one(n.id ? (i18n.language.startsWith('es') ? n.name_es : n.name_en) : t('none'), n.count))} />
      <Section title={t('sections.week')} name={t('files.week')} labelHeading={t('columns.week')} series={count}
        rows={data.by_week.some((w) => w.count) ? data.by_week.map((w) => one(w.key, w.count)) : []} />
      <Section title={t('sections.review', { unit: t(`units.${unit}`) })} name={t('files.review')} labelHeading={t('columns.week')}
        series={[
          { key: 'sm', label: t('columns.screenMedian'), color: reviewColors.sm },
          { key: 'sp', label: t('columns.screenP90'), color: reviewColors.sp },
          { key: 'dm', label: t('columns.decideMedian'), color: reviewColors.dm },
          { key: 'dp', label: t('columns.decideP90'), color: reviewColors.dp },
        ]}
        rows={weeks.map((w) => ({ label: w, values: {
          sm: time(stage(w, 'screening')?.median_minutes ?? 0), sp: time(stage(w, 'screening')?.p90_minutes ?? 0),
          dm: time(stage(w, 'pending')?.median_minutes ?? 0), dp: time(stage(w, 'pending')?.p90_minutes ?? 0),
        } }))} />
      <Section title={t('sections.signups')} name={t('files.signups')} labelHeading={t('columns.week')}
        series={[{ key: 'count', label: t('columns.signups'), color: colors.c }]}
        rows={data.signups.some((w) => w.count) ? data.signups.map((w) => one(w.key, w.count)) : []} />
      <Section title={t('sections.pageViews')} name={t('files.pageViews')} labelHeading={t('columns.page')} vertical
        series={[{ key: 'count', label: t('columns.views'), color: colors.b }]}
        rows={data.page_views.slice(0, 20).map((p) => one(`${p.path} (${p.language})`, p.count))} />
    </div>
  )
}
