import { FileText, ImageOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { PhotoPlaceholder } from '@/components/ui/photo-placeholder'

import { isImagePhoto, photoState, type ReportPhoto } from '../api/report-schema'

/**
 * ReportThumbnail is a report's first ready photo (its small copy); while
 * its photos are still being processed (or could not be), a placeholder
 * that says so; else an icon for a document or no photo.
 */
export function ReportThumbnail({ photos, label }: { photos: ReportPhoto[]; label: string }) {
  const { t } = useTranslation('reports')
  const images = photos.filter(isImagePhoto)
  const photo = images.find((p) => photoState(p) === 'ready' && p.thumbnail_url) ?? null
  const box = 'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted sm:size-24'
  if (photo?.thumbnail_url) {
    return (
      <div className={box}>
        <img src={photo.thumbnail_url} alt={t('mine.thumbnailAlt', { label })} loading="lazy" className="size-full object-cover" />
      </div>
    )
  }
  const waiting = images.some((p) => photoState(p) === 'processing')
  if (waiting || images.some((p) => photoState(p) === 'failed')) {
    return (
      <PhotoPlaceholder
        state={waiting ? 'processing' : 'failed'}
        label={t(waiting ? 'photoState.processing' : 'photoState.failed')}
        className="size-20 shrink-0 text-xs sm:size-24"
      />
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
