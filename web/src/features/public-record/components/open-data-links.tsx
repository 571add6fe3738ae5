import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { exportHref } from '../api/export-links'
import type { PublicFilters } from '../lib/filters'

/** OpenDataLinks offers the public record as CSV and GeoJSON, with the filters in use. */
export function OpenDataLinks({ filters }: { filters: PublicFilters }) {
  const { t } = useTranslation('record')
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="font-medium">{t('openData.title')}</span>
      {(['csv', 'geojson'] as const).map((format) => (
        <a key={format} href={exportHref(format, filters)} download className="inline-flex items-center gap-1 text-primary underline underline-offset-4">
          <Download aria-hidden="true" className="size-4" />
          {t(`openData.${format}`)}
        </a>
      ))}
    </div>
  )
}
