import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import type { MapPoint } from '../api/schemas'
import { usePublicCatalog } from '../lib/labels'
import { isPin } from '../lib/viewport'

type Props = { points: MapPoint[]; onZoomTo: (point: MapPoint) => void }

/** listPage is how many items the list shows at first, and how many more each "Show more" adds. */
const listPage = 20

/**
 * orderForList puts single reports first (each links to its page), then the
 * clusters, largest first: a city-wide view holds hundreds of small clusters,
 * which say little one by one.
 */
function orderForList(points: MapPoint[]): MapPoint[] {
  return [...points.filter(isPin), ...points.filter((p) => !isPin(p)).sort((a, b) => b.count - a.count)]
}

/**
 * MapList is the map's content as a list, for keyboard and screen-reader
 * users: each report links to its page; each cluster can be zoomed into,
 * which refreshes the list with the reports inside it. It shows listPage
 * items at a time (orderForList), so that a zoomed-out view is not a page
 * thousands of pixels tall; the page re-keys it when the view moves.
 */
export function MapList({ points, onZoomTo }: Props) {
  const { t } = useTranslation('record')
  const lang = useLanguage()
  const catalog = usePublicCatalog()
  const [limit, setLimit] = useState(listPage)
  const ordered = useMemo(() => orderForList(points), [points])
  if (points.length === 0) return <p className="text-muted-foreground">{t('map.none')}</p>
  const left = ordered.length - limit
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-xl border">
        {ordered.slice(0, limit).map((p) =>
          isPin(p) && p.id ? (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <Link to={paths.lang.approvedDetail.getHref(lang, p.id)} className="font-medium text-primary underline-offset-4 hover:underline">
                {p.category ? catalog.type(p.category, p.type ?? '') : t('map.report')}
              </Link>
              <span className="text-sm text-muted-foreground">{t(p.resolved ? 'state.resolved' : 'state.open')}</span>
            </li>
          ) : (
            <li key={`${String(p.lat)},${String(p.lng)}`} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>{t('map.clusterText', { count: p.count })}</span>
              <Button variant="outline" size="sm" onClick={() => onZoomTo(p)}>
                {t('map.zoomHere')}
              </Button>
            </li>
          ),
        )}
      </ul>
      {left > 0 ? (
        <Button variant="outline" onClick={() => setLimit((n) => n + listPage)}>
          {t('map.showMore', { count: left })}
        </Button>
      ) : null}
    </div>
  )
}
