import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'

import type { ReportPhoto } from '../api/schemas'

const zoomSteps = [1, 1.5, 2, 3, 4]

type Props = { photos: ReportPhoto[]; index: number; onIndexChange: (index: number) => void; onClose: () => void }

/**
 * PhotoLightbox shows one photo large in a dialog: arrow keys or buttons move
 * between photos, + and − (or the buttons) zoom, Escape closes; a zoomed
 * photo scrolls inside its frame.
 */
export function PhotoLightbox({ photos, index, onIndexChange, onClose }: Props) {
  const { t } = useTranslation('review')
  const [zoom, setZoom] = useState(0)
  const photo = photos[index]
  if (!photo) return null
  const go = (next: number) => {
    setZoom(0)
    onIndexChange((next + photos.length) % photos.length)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1)
    else if (e.key === 'ArrowLeft') go(index - 1)
    else if (e.key === '+' || e.key === '=') setZoom((z) => Math.min(z + 1, zoomSteps.length - 1))
    else if (e.key === '-') setZoom((z) => Math.max(z - 1, 0))
    else return
    e.preventDefault()
  }
  const scale = zoomSteps[zoom] ?? 1
  const position = t('photos.position', { index: index + 1, total: photos.length })

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('photos.viewer')} description={position} className="max-w-4xl">
        <div onKeyDown={onKeyDown} className="space-y-3">
          <div className="max-h-[60vh] overflow-auto rounded-lg border bg-muted" tabIndex={0} aria-label={t('photos.frame')} role="region">
            <img
              src={photo.url}
              alt={t('photos.alt', { index: index + 1, total: photos.length })}
              style={{ width: `${String(scale * 100)}%`, maxWidth: 'none' }}
              className="block h-auto"
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="icon" aria-label={t('photos.previous')} onClick={() => go(index - 1)} disabled={photos.length < 2}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" aria-label={t('photos.next')} onClick={() => go(index + 1)} disabled={photos.length < 2}>
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" aria-label={t('photos.zoomOut')} onClick={() => setZoom(Math.max(zoom - 1, 0))} disabled={zoom === 0}>
              <ZoomOut aria-hidden="true" />
            </Button>
            <span className="min-w-12 text-center text-sm tabular-nums" aria-live="polite">
              {t('photos.zoomLevel', { percent: Math.round(scale * 100) })}
            </span>
            <Button variant="outline" size="icon" aria-label={t('photos.zoomIn')} onClick={() => setZoom(Math.min(zoom + 1, zoomSteps.length - 1))} disabled={zoom === zoomSteps.length - 1}>
              <ZoomIn aria-hidden="true" />
            </Button>
            {photo.original_url ? (
              <a href={photo.original_url} target="_blank" rel="noreferrer" className="text-sm text-primary underline">
                {t('photos.original')}
              </a>
            ) : null}
            <DialogClose asChild>
              <Button variant="secondary" className="ml-auto">
                {t('photos.close')}
              </Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
