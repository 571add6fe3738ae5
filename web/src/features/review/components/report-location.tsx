import { useTranslation } from 'react-i18next'

import { PointMap } from '@/components/maps/point-map'

import { PlaceReport } from './place-report'

type Props = {
  id: string
  latitude: number | null
  longitude: number | null
  address: string | null
  /** placeable lets the viewer (staff, on a street report) place a report that has no point. */
  placeable: boolean
}

/** ReportLocation shows the report's point on a map, or says it has none (a typed address only) and lets staff place it. */
export function ReportLocation({ id, latitude, longitude, address, placeable }: Props) {
  const { t } = useTranslation('review')
  if (latitude === null || longitude === null) {
    return placeable ? <PlaceReport id={id} address={address} /> : <p className="text-sm text-muted-foreground">{t('map.none')}</p>
  }
  const labels = {
    region: t('map.region'),
    marker: t('map.marker'),
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
    attribution: t('map.attribution'),
  }
  return (
    <div className="space-y-1">
      <PointMap point={{ lat: latitude, lng: longitude }} labels={labels} />
      <p className="text-xs text-muted-foreground">{t('map.coordinates', { lat: latitude.toFixed(5), lon: longitude.toFixed(5) })}</p>
    </div>
  )
}
