import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'
import { useId } from '@/lib/use-id'

import { useClusters } from '../api/get-clusters'
import type { MapPoint } from '../api/schemas'
import { ClusterMap } from '../components/cluster-map'
import { FilterForm } from '../components/filter-form'
import { MapList } from '../components/map-list'
import { OpenDataLinks } from '../components/open-data-links'
import { filtersFromParams, filtersToParams } from '../lib/filters'
import { usePublicCatalog } from '../lib/labels'
import type { ClusterMapLabels, FocusTarget, Viewport } from '../lib/viewport'

/** PublicMapPage is /{lang}/map: approved reports on a map, asked for by viewport, with filters, a list and open data. */
export function PublicMapPage() {
  const { t } = useTranslation()
  const { t: tr } = useTranslation('record')
  const lang = useLanguage()
  const navigate = useNavigate()
  const catalog = usePublicCatalog()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const [viewport, setViewport] = useState<Viewport | null>(null)
  const [focus, setFocus] = useState<FocusTarget | null>(null)
  // On a phone the filters start folded behind a button, so that the map is in the first screen; from sm up they are always shown.
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersId = useId()
  const points = useClusters(viewport?.bbox ?? null, filters)
  const shown = points.data ?? []
  const reports = shown.reduce((sum, p) => sum + p.count, 0)

  const labels: ClusterMapLabels = {
    region: tr('map.region'),
    zoomIn: tr('map.zoomIn'),
    zoomOut: tr('map.zoomOut'),
    attribution: tr('map.attribution'),
    report: (p) => [p.category ? catalog.type(p.category, p.type ?? '') : tr('map.report'), tr(p.resolved ? 'state.resolved' : 'state.open')].join(', '),
    cluster: (count) => tr('map.cluster', { count }),
  }
  const zoomTo = (p: MapPoint) => setFocus({ lat: p.lat, lng: p.lng, zoom: (viewport?.zoom ?? 12) + 2, key: Date.now() })
  const onViewport = useCallback((v: Viewport) => setViewport(v), [])

  return (
    <PageFrame title={t('pages.map.title')} description={t('pages.map.description')} className="max-w-6xl">
      <div className="space-y-4">
        <Button
          variant="outline"
          className="sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {tr('map.filters')}
          <ChevronDown aria-hidden="true" className={filtersOpen ? 'rotate-180' : undefined} />
        </Button>
        <div id={filtersId} className={filtersOpen ? undefined : 'max-sm:hidden'}>
          <FilterForm value={filters} onChange={(f) => setParams(filtersToParams(f), { replace: true })} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <OpenDataLinks filters={filters} />
          <Link to={paths.lang.approved.getHref(lang)} className="text-sm font-medium text-primary underline underline-offset-4">
            {tr('map.toList')}
          </Link>
        </div>
        {points.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="text-current">{tr('errors.map')}</AlertDescription>
          </Alert>
        ) : null}
        <ClusterMap points={shown} labels={labels} focus={focus} onViewport={onViewport} onOpenReport={(id) => void navigate(paths.lang.approvedDetail.getHref(lang, id))} />
        <section aria-labelledby="map-list-title" className="space-y-2">
          <h2 id="map-list-title" className="text-lg font-semibold">
            {tr('map.listTitle')}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {points.isFetching && !points.data ? tr('map.loading') : tr('map.summary', { count: reports })}
          </p>
          <MapList key={viewport?.bbox} points={shown} onZoomTo={zoomTo} />
        </section>
      </div>
    </PageFrame>
  )
}
