import { Camera } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import type { FoundMeta } from '../hooks/use-photo-meta'
import { formatCoordinate } from '../lib/coordinates'
import { toDateTimeInput } from '../lib/datetime'
import type { StreetValues } from '../lib/form-schema'

type Props = { meta: FoundMeta; onUseLocation: () => void; onUseTime: () => void }

/**
 * ExifOffer offers the location and time read from the photos when they
 * differ from what the form holds ("Use the photo's location?").
 */
export function ExifOffer({ meta, onUseLocation, onUseTime }: Props) {
  const { t, i18n } = useTranslation('reports')
  const { control } = useFormContext<StreetValues>()
  const [latitude, longitude, occurredAt] = useWatch({ control, name: ['location.latitude', 'location.longitude', 'occurredAt'] })
  const { location, takenAt } = meta
  const offerLocation =
    location !== null && (latitude !== formatCoordinate(location.lat) || longitude !== formatCoordinate(location.lng))
  const offerTime = takenAt !== null && occurredAt !== toDateTimeInput(takenAt)
  if (!offerLocation && !offerTime) return null

  const when = takenAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(takenAt) : ''
  return (
    <section aria-label={t('exif.region')} className="space-y-3 rounded-lg border border-primary/40 bg-accent p-4 text-accent-foreground">
      <p className="flex items-center gap-2 font-medium">
        <Camera aria-hidden="true" className="size-4" />
        {t('exif.title')}
      </p>
      {offerLocation ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">{t('exif.locationOffer', { lat: formatCoordinate(location.lat), lon: formatCoordinate(location.lng) })}</p>
          <Button size="sm" onClick={onUseLocation}>
            {t('exif.useLocation')}
          </Button>
        </div>
      ) : null}
      {offerTime ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">{t('exif.timeOffer', { time: when })}</p>
          <Button size="sm" onClick={onUseTime}>
            {t('exif.useTime')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
