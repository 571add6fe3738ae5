import { FileText, ImageIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PhotoPlaceholder } from '@/components/ui/photo-placeholder'
import { paths } from '@/config/paths'

import { isImagePhoto, photoState, type ReportPhoto } from '../api/schemas'
import { PhotoLightbox } from './photo-lightbox'

/**
 * PhotoGallery shows a report's photos as thumbnails that open a zoomable
 * lightbox, and its documents as links; for staff (editable), each photo
 * links to the photo editor. A photo still being processed in the
 * background (or one that could not be) shows a placeholder that says so.
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
  const images = photos.filter(isImagePhoto)
  // Only photos with a public copy can be shown large.
  const ready = images.filter((p) => photoState(p) === 'ready')
  const documents = photos.filter((p) => !isImagePhoto(p))

  if (photos.length === 0) return <p className="text-sm text-muted-foreground">{t('photos.none')}</p>
  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {images.map((photo, number) => {
          const state = photoState(photo)
          if (state !== 'ready')
            return (
              <li key={photo.id}>
                <PhotoPlaceholder
                  state={state}
                  label={t(state === 'processing' ? 'photos.processing' : 'photos.failed')}
                  className="aspect-square w-full"
                />
              </li>
            )
          const index = ready.indexOf(photo)
          return (
            <li key={photo.id}>
              <button
                type="button"
                ref={(el) => {
                  buttons.current[index] = el
                }}
                onClick={() => setOpen(index)}
                aria-label={t('photos.open', { index: number + 1, total: images.length })}
                className="block aspect-square w-full overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                <img src={photo.thumbnail_url ?? photo.url} alt="" className="h-full w-full object-cover" loading="lazy" />
              </button>
              {editable ? (
                <Link to={paths.dashboard.photo.getHref(photo.id)} className="mt-1 inline-flex items-center gap-1 text-sm text-primary underline">
                  <ImageIcon aria-hidden="true" className="size-4" />
                  {t('photos.edit', { index: number + 1 })}
                </Link>
              ) : null}
            </li>
          )
        })}
      </ul>
      <DocumentLinks documents={documents} />
      {open !== null ? <PhotoLightbox photos={ready} index={open} onIndexChange={setOpen} onClose={close} /> : null}
    </div>
  )
}

/** DocumentLinks lists a report's documents (PDF), each opening in a new tab. */
export function DocumentLinks({ documents }: { documents: ReportPhoto[] }) {
  const { t } = useTranslation('review')
  if (documents.length === 0) return null
  return (
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
  )
}
