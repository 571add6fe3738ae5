import { FileText, ImageIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { paths } from '@/config/paths'

import type { ReportPhoto } from '../api/schemas'
import { PhotoLightbox } from './photo-lightbox'

const isImage = (p: ReportPhoto) => p.content_type.startsWith('image/')

/**
 * PhotoGallery shows a report's photos as thumbnails that open a zoomable
 * lightbox, and its documents as links; for staff (editable), each photo
 * links to the photo editor.
 */
export function PhotoGallery({ photos, editable = false }: { photos: ReportPhoto[]; editable?: boolean }) {
  const { t } = useTranslation('review')
  const [open, setOpen] = useState<number | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  // The lightbox has no trigger of its own: give focus back to the photo it showed.
  const close = () => {
    const last = open
    setOpen(null)
    if (last !== null) requestAnimationFrame(() => buttons.current[last]?.focus())
  }
  const images = photos.filter(isImage)
  const documents = photos.filter((p) => !isImage(p))

  if (photos.length === 0) return <p className="text-sm text-muted-foreground">{t('photos.none')}</p>
  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {images.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              ref={(el) => {
                buttons.current[index] = el
              }}
              onClick={() => setOpen(index)}
              aria-label={t('photos.open', { index: index + 1, total: images.length })}
              className="block aspect-square w-full overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <img src={photo.thumbnail_url ?? photo.url} alt="" className="h-full w-full object-cover" loading="lazy" />
            </button>
            {editable ? (
              <Link to={paths.dashboard.photo.getHref(photo.id)} className="mt-1 inline-flex items-center gap-1 text-sm text-primary underline">
                <ImageIcon aria-hidden="true" className="size-4" />
                {t('photos.edit', { index: index + 1 })}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {documents.length > 0 ? (
        <ul className="space-y-1">
          {documents.map((doc, index) => (
            <li key={doc.id}>
              <a href={doc.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-2 text-sm text-primary underline">
                <FileText aria-hidden="true" className="size-4" />
                {t('photos.document', { index: index + 1 })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? <PhotoLightbox photos={images} index={open} onIndexChange={setOpen} onClose={close} /> : null}
    </div>
  )
}
