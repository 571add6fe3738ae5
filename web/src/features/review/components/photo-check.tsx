import { CircleCheck, EyeOff, ZoomIn } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { PhotoPlaceholder } from '@/components/ui/photo-placeholder'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast'

import { usePhotosCheck } from '../api/photos-check'
import { isImagePhoto, photoState, type StaffReport } from '../api/schemas'
import { isPhotosUnchecked, useErrorText } from '../lib/errors'
import { useFormatters } from '../lib/format'
import { photoCheckHeadingId } from '../lib/photo-check'
import { DocumentLinks } from './photo-gallery'
import { PhotoLightbox } from './photo-lightbox'

type Props = {
  report: StaffReport
  /** refusals counts the approvals refused because the photos were not checked: each one brings the focus here. */
  refusals: number
  /** openerRef receives the p shortcut's action: open the first photo's public copy (or, with none ready, bring the focus here). */
  openerRef?: RefObject<(() => void) | null>
}

/**
 * PhotoCheck is the step before approval of a report that will be public:
 * staff look at each photo's public copy (faces and plates blurred
 * automatically), correct it in the photo editor where needed, and confirm
 * with "Photos checked" (POST /api/reports/{id}/photos-check). Once done it
 * says who checked them and when.
 */
export function PhotoCheck({ report, refusals, openerRef }: Props) {
  const { t } = useTranslation('review')
  const fmt = useFormatters()
  const errorText = useErrorText()
  const check = usePhotosCheck(report.id)
  const [error, setError] = useState<string | null>(null)
  const [open, setOpen] = useState<number | null>(null)
  const [justChecked, setJustChecked] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const done = useRef<HTMLParagraphElement>(null)
  const zoomButtons = useRef<(HTMLButtonElement | null)[]>([])

  // Focus moves after the render that shows why: to the step after a refused approval,
  // to the confirmation once the check is saved (its button is gone).
  useLayoutEffect(() => {
    if (refusals > 0) heading.current?.focus()
  }, [refusals])
  const checkedAt = report.photos_checked_at ?? null
  useLayoutEffect(() => {
    if (justChecked && checkedAt) done.current?.focus()
  }, [justChecked, checkedAt])

  const images = report.photos.filter(isImagePhoto)
  const ready = images.filter((p) => photoState(p) === 'ready')
  const anyReady = ready.length > 0
  useEffect(() => {
    if (!openerRef) return
    openerRef.current = () => {
      if (anyReady) setOpen(0)
      else heading.current?.focus()
    }
    return () => {
      openerRef.current = null
    }
  }, [openerRef, anyReady])
  const documents = report.photos.filter((p) => !isImagePhoto(p))
  const waiting = images.length > ready.length
  const headingId = photoCheckHeadingId(report.id)
  const introId = `${headingId}-intro`

  const closeLightbox = () => {
    const last = open
    setOpen(null)
    if (last !== null) requestAnimationFrame(() => zoomButtons.current[last]?.focus())
  }

  const confirm = () => {
    setError(null)
    check.mutate(undefined, {
      onSuccess: () => {
        setJustChecked(true)
        toast.success(undefined, t('photoCheck.done'))
      },
      onError: (e) => setError(isPhotosUnchecked(e) ? t('photoCheck.notReady') : errorText(e)),
    })
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
        {t('photoCheck.title')}
      </h2>
      <p id={introId} className="max-w-prose text-sm text-muted-foreground">
        {t('photoCheck.intro')}
      </p>
      {checkedAt ? (
        <p ref={done} tabIndex={-1} className="flex items-center gap-2 font-medium outline-none">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          {t('photoCheck.checked', { name: report.photos_checked_by || t('photoCheck.someone'), date: fmt.dateTime(checkedAt) })}
        </p>
      ) : (
        <p className={refusals > 0 ? 'font-medium text-destructive' : 'text-sm font-medium'}>
          {refusals > 0 ? t('errors.photos_unchecked') : waiting ? t('photoCheck.waiting') : t('photoCheck.unchecked')}
        </p>
      )}
      <ol className="space-y-6">
        {images.map((photo, number) => {
          const state = photoState(photo)
          const index = ready.indexOf(photo)
          return (
            <li key={photo.id}>
              <figure className="space-y-2">
                {state === 'ready' ? (
                  <img
                    src={photo.url}
                    alt={t('photoCheck.alt', { index: number + 1, total: images.length })}
                    className="max-h-[32rem] w-full rounded-lg border bg-muted object-contain"
                    loading="lazy"
                  />
                ) : (
                  <PhotoPlaceholder
                    state={state}
                    label={t(state === 'processing' ? 'photos.processing' : 'photos.failed')}
                    className="aspect-video w-full"
                  />
                )}
                {state === 'ready' ? (
                  <figcaption className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      ref={(el) => {
                        zoomButtons.current[index] = el
                      }}
                      onClick={() => setOpen(index)}
                    >
                      <ZoomIn aria-hidden="true" />
                      {t('photoCheck.zoom', { index: number + 1 })}
                    </Button>
                    <Button asChild variant="outline" size="sm">
                      <Link to={paths.dashboard.photo.getHref(photo.id)}>
                        <EyeOff aria-hidden="true" />
                        {t('photoCheck.blur', { index: number + 1 })}
                      </Link>
                    </Button>
                  </figcaption>
                ) : null}
              </figure>
            </li>
          )
        })}
      </ol>
      <DocumentLinks documents={documents} />
      {error ? (
        <Alert variant="destructive">
          <AlertDescription className="text-current">{error}</AlertDescription>
        </Alert>
      ) : null}
      {checkedAt ? null : (
        <Button onClick={confirm} disabled={check.isPending} aria-describedby={introId}>
          <CircleCheck aria-hidden="true" />
          {check.isPending ? t('photoCheck.sending') : t('photoCheck.confirm')}
        </Button>
      )}
      {open !== null ? <PhotoLightbox photos={ready} index={open} onIndexChange={setOpen} onClose={closeLightbox} /> : null}
    </section>
  )
}
