import { FileText, ImageOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import type { ReportPhoto } from '../api/report-schema'

/** ReportThumbnail is a report's first photo (its small copy), or an icon for a document or no photo. */
export function ReportThumbnail({ photos, label }: { photos: ReportPhoto[]; label: string }) {
  const { t } = useTranslation('reports')
  const photo = photos.find((p) => p.thumbnail_url) ?? null
  const box = 'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted sm:size-24'
  if (photo?.thumbnail_url) {
    return (
      <div className={box}>
        <img src={photo.thumbnail_url} alt={t('mine.thumbnailAlt', { label })} loading="lazy" className="size-full object-cover" />
      </div>
    )
  }
  const document = photos.length > 0
  const Icon = document ? FileText : ImageOff
  return (
    <div className={box}>
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <span className="sr-only">{t(document ? 'mine.documentOnly' : 'mine.noPhoto')}</span>
    </div>
  )
}
