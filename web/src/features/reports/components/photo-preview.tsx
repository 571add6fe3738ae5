import { FileText, X } from 'lucide-react'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import type { Box } from '@/components/blur-boxes/geometry'
import { Button } from '@/components/ui/button'

import { useErrorText } from '../hooks/use-error-text'
import { isImage, isShown } from '../lib/files'
import { BlurButton } from './blur-dialog'

type Props = {
  file: File
  index: number
  error?: string
  disabled: boolean
  onRemove: () => void
  /** boxes are the areas marked to blur on this photo. */
  boxes?: readonly Box[]
  /** onBoxes, when given, lets the reporter mark areas to blur on a photo the browser can show. */
  onBoxes?: (boxes: Box[]) => void
}

/**
 * PhotoPreview shows one chosen file before sending: a thumbnail (or a
 * document icon), a remove button and, where the form asks for it, the
 * areas to blur and a button to mark them.
 */
export function PhotoPreview({ file, index, error, disabled, onRemove, boxes = [], onBoxes }: Props) {
  const { t } = useTranslation('reports')
  const errorText = useErrorText()
  // The object URL lives exactly as long as the <img> (React 19 ref cleanup).
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return
      const url = URL.createObjectURL(file)
      img.src = url
      return () => URL.revokeObjectURL(url)
    },
    [file],
  )
  const number = index + 1
  const errorId = `photo-${String(index)}-error`
  const blurId = `photo-${String(index)}-blur`
  return (
    <li className="relative flex flex-col gap-1 rounded-lg border bg-card p-2" aria-describedby={error ? errorId : undefined}>
      {isImage(file) ? (
        <img ref={attach} alt={t('photos.previewAlt', { number, name: file.name })} className="aspect-square w-full rounded object-cover" />
      ) : (
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded bg-muted p-2 text-center">
          <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
          <span className="sr-only">{t('photos.document', { number })}</span>
        </div>
      )}
      <span className="truncate text-xs text-muted-foreground">{file.name}</span>
      {onBoxes && isShown(file) ? (
        <>
          {boxes.length > 0 ? (
            <span id={blurId} className="text-xs font-medium">
              {t('blur.count', { count: boxes.length })}
            </span>
          ) : null}
          <BlurButton
            file={file}
            number={number}
            boxes={boxes}
            disabled={disabled}
            describedBy={boxes.length > 0 ? blurId : undefined}
            onDone={onBoxes}
          />
        </>
      ) : null}
      <Button
        variant="secondary"
        size="icon"
        className="absolute top-1 right-1 size-8 shadow"
        disabled={disabled}
        aria-label={t('photos.remove', { number, name: file.name })}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
      {/* The server's verdict on this one file, naming it (another file of the same report may be fine). */}
      <p id={errorId} role="alert" className="text-xs font-medium text-destructive empty:hidden">
        {error ? t('photos.fileError', { name: file.name, reason: errorText('photos', error) }) : null}
      </p>
    </li>
  )
}
