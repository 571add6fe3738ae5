import { Camera, ImagePlus } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Box } from '@/components/blur-boxes/geometry'
import { Button } from '@/components/ui/button'

import { describedBy } from '../lib/aria'
import { acceptList, checkFile, imageTypes, maxFiles, type FileProblem } from '../lib/files'
import { FieldError } from './field'
import { PhotoPreview } from './photo-preview'

type Props = {
  id: string
  files: File[]
  onChange: (files: File[]) => void
  /** allowPdf admits PDF documents (renter protection). */
  allowPdf: boolean
  error?: string | null
  fileErrors: Record<number, string>
  disabled: boolean
  /** buttonRef receives the choose button, which takes focus for errors and after a removal. */
  buttonRef?: (button: HTMLButtonElement | null) => void
  /** blur, when given, lets the reporter mark areas to blur on each photo (street reports). */
  blur?: BlurMarks
}

/** BlurMarks are the areas marked to blur, by chosen file. */
export type BlurMarks = {
  boxes: ReadonlyMap<File, readonly Box[]>
  onChange: (file: File, boxes: Box[]) => void
}

// Stable keys per chosen file, so removing one does not remount the others.
const keys = new WeakMap<File, string>()
let nextKey = 0
function fileKey(file: File): string {
  let key = keys.get(file)
  if (!key) {
    nextKey += 1
    key = `file-${String(nextKey)}`
    keys.set(file, key)
  }
  return key
}

type Refused = { name: string; problem: FileProblem | 'too_many' }

/** PhotoPicker chooses (or, on a phone, takes) up to five photos, checking type and size before they are sent. */
export function PhotoPicker({ id, files, onChange, allowPdf, error, fileErrors, disabled, buttonRef, blur }: Props) {
  const { t } = useTranslation('reports')
  const chooseInput = useRef<HTMLInputElement>(null)
  const cameraInput = useRef<HTMLInputElement>(null)
  const chooseButton = useRef<HTMLButtonElement | null>(null)
  const [refused, setRefused] = useState<Refused[]>([])

  // Each file's bytes are checked as soon as it is chosen; a refusal names the file.
  const add = async (list: FileList | null) => {
    const chosen = Array.from(list ?? [])
    const problems = await Promise.all(chosen.map((file) => checkFile(file, allowPdf)))
    const next = [...files]
    const out: Refused[] = []
    chosen.forEach((file, i) => {
      const problem = problems[i] ?? null
      if (problem) out.push({ name: file.name, problem })
      else if (next.length >= maxFiles) out.push({ name: file.name, problem: 'too_many' })
      else next.push(file)
    })
    setRefused(out)
    if (next.length !== files.length) onChange(next)
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const statusId = `${id}-status`
  return (
    <fieldset className="space-y-3" aria-describedby={describedBy(hintId, error && errorId)}>
      <legend className="text-sm font-medium">{t(allowPdf ? 'photos.legendDocuments' : 'photos.legend')}</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t(allowPdf ? 'photos.hintDocuments' : 'photos.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          ref={(button) => {
            chooseButton.current = button
            buttonRef?.(button)
          }}
          variant="outline" disabled={disabled || files.length >= maxFiles} onClick={() => chooseInput.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {t(allowPdf ? 'photos.chooseFiles' : 'photos.choose')}
        </Button>
        <Button variant="outline" className="hidden pointer-coarse:inline-flex" disabled={disabled || files.length >= maxFiles} onClick={() => cameraInput.current?.click()}>
          <Camera aria-hidden="true" />
          {t('photos.take')}
        </Button>
      </div>
      <input ref={chooseInput} hidden type="file" name="photos" multiple accept={acceptList(allowPdf)} onChange={(e) => { void add(e.target.files); e.target.value = '' }} />
      <input ref={cameraInput} hidden type="file" name="camera" accept={imageTypes.join(',')} capture="environment" onChange={(e) => { void add(e.target.files); e.target.value = '' }} />
      <p id={statusId} className="text-sm text-muted-foreground" aria-live="polite">
        {t(allowPdf ? 'photos.countFiles' : 'photos.count', { count: files.length, max: maxFiles })}
      </p>
      <ul className="space-y-1 text-sm text-destructive" aria-live="polite">
        {refused.map((r, i) => (
          <li key={`${r.name}-${String(i)}`}>{t('photos.refused', { name: r.name, reason: t(`photos.problems.${r.problem}`, { max: maxFiles }) })}</li>
        ))}
      </ul>
      {files.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5" aria-label={t('photos.listLabel')}>
          {files.map((file, index) => (
            <PhotoPreview
              key={fileKey(file)}
              file={file}
              index={index}
              error={fileErrors[index]}
              disabled={disabled}
              boxes={blur?.boxes.get(file)}
              onBoxes={blur ? (boxes) => blur.onChange(file, boxes) : undefined}
              onRemove={() => {
                setRefused([])
                onChange(files.filter((_, i) => i !== index))
                chooseButton.current?.focus()
              }}
            />
          ))}
        </ul>
      ) : null}
      <FieldError id={errorId} field="photos" code={error} />
    </fieldset>
  )
}
