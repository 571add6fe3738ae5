import { useTranslation } from 'react-i18next'

import { PointMap } from '@/components/maps/point-map'

/** ReportLocation shows the report's point on a map, or says it has none (a typed address only). */
export function ReportLocation({ latitude, longitude }: { latitude: number | null; longitude: number | null }) {
  const { t } = useTranslation('review')
  if (latitude === null || longitude === null) return <p className="text-sm text-muted-foreground">{t('map.none')}</p>
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
      <p className="text-xs text-muted-foreground">{t('map.coordinates', { lat: latitude.toFixed(5), lng: longitude.toFixed(5) })}</p>
    </div>
  )
}
