import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'

import type { MapPoint } from '../api/schemas'
import { usePublicCatalog } from '../lib/labels'

type Props = { points: MapPoint[]; onZoomTo: (point: MapPoint) => void }

/**
 * MapList is the map's content as a list, for keyboard and screen-reader
 * users: each report links to its page; each cluster can be zoomed into,
 * which refreshes the list with the reports inside it.
 */
export function MapList({ points, onZoomTo }: Props) {
  const { t } = useTranslation('record')
  const lang = useLanguage()
  const catalog = usePublicCatalog()
  if (points.length === 0) return <p className="text-muted-foreground">{t('map.none')}</p>
  return (
    <ul className="divide-y rounded-xl border">
      {points.map((p) =>
        p.id && p.count === 1 ? (
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
  )
}
