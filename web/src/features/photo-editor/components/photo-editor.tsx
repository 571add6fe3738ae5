import { useQuery } from '@tanstack/react-query'
import { Crop, EyeOff, LoaderCircle, RotateCcw, RotateCw, Trash2, Undo2 } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { BoxFrame } from '@/components/blur-boxes/box-frame'
import { maxBlurBoxes, newBox, percents } from '@/components/blur-boxes/geometry'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { LoadingLine } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { fetchPreview, photoKeys, toOps, usePhotoEditor, useRevertPhoto, useSavePhoto, type PhotoEditorData } from '../api/photo-editor'
import { minBlurSide, minCropSide, sameOps, turn, type Box, type Ops } from '../lib/boxes'
import { saveError } from '../lib/save-error'
import { useObjectUrl } from '../lib/use-object-url'

import { EditHistory } from './edit-history'

type Selected = { kind: 'blur'; index: number } | { kind: 'crop' } | null

const minSide = (sel: NonNullable<Selected>) => (sel.kind === 'crop' ? minCropSide : minBlurSide)

/** PhotoEditor edits the public copy of one photo: blur boxes, a crop, quarter turns; saved on the server from the original. */
export function PhotoEditor({ photoId }: { photoId: string }) {
  const { t } = useTranslation('photos')
  const query = usePhotoEditor(photoId)
  // Kept here, not in the draft below: a save starts a new draft (a new
  // version), and the save's own callbacks must outlive the old one.
  const save = useSavePhoto(photoId)
  const revert = useRevertPhoto(photoId)
  if (query.isPending) {
    return (
      <LoadingLine>{t('loading')}</LoadingLine>
    )
  }
  if (query.isError) {
    // 404: no such photo; 400: a document (PDF), which has no picture to edit.
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)
    return (
      <Alert variant="destructive">
        <AlertTitle>{t(missing ? 'errors.notFound' : 'errors.load')}</AlertTitle>
        {missing ? null : (
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </AlertDescription>
        )}
      </Alert>
    )
  }
  // Keyed by version: a saved edit starts a fresh draft from what was saved.
  return <Editor key={query.data.photo.version} data={query.data} save={save} revert={revert} />
}

type EditorProps = { data: PhotoEditorData; save: ReturnType<typeof useSavePhoto>; revert: ReturnType<typeof useRevertPhoto> }

function Editor({ data, save, revert }: EditorProps) {
  const { t } = useTranslation('photos')
  const id = data.photo.id
  const saved = toOps(data.current)
  const [ops, setOps] = useState<Ops>(saved)
  const [selected, setSelected] = useState<Selected>(null)
  const [said, say] = useState('')
  const [preview, setPreview] = useState<Blob | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const helpId = useId()
  const boxes = useRef<(HTMLButtonElement | null)[]>([])
  const stage = useRef<HTMLDivElement | null>(null)
  const busy = save.isPending || revert.isPending
  const changed = !sameOps(ops, saved)
  const automatic = sameOps(saved, toOps(data.auto))

  // The picture under the boxes: the original turned, nothing blurred or cut (staff only).
  const base = useQuery({
    queryKey: [...photoKeys.editor(id), 'base', data.photo.version, ops.rotate],
    queryFn: ({ signal }) => fetchPreview(id, { rotate: ops.rotate, blur: [], crop: null }, signal),
    staleTime: Infinity,
  })
  const baseUrl = useObjectUrl(base.data ?? null)
  const previewUrl = useObjectUrl(preview)

  // Focus follows the selected box, so arrow keys move it at once.
  useLayoutEffect(() => {
    if (selected?.kind === 'blur') boxes.current[selected.index]?.focus()
  }, [selected])

  const edit = (next: Ops, message: string) => {
    setOps(next)
    setPreview(null)
    say(message)
  }
  const setBox = (sel: NonNullable<Selected>, box: Box) =>
    sel.kind === 'crop' ? { ...ops, crop: box } : { ...ops, blur: ops.blur.map((b, i) => (i === sel.index ? box : b)) }
  const remove = (sel: NonNullable<Selected>) => {
    setSelected(null)
    edit(sel.kind === 'crop' ? { ...ops, crop: null } : { ...ops, blur: ops.blur.filter((_, i) => i !== sel.index) }, t(sel.kind === 'crop' ? 'said.cropRemoved' : 'said.boxRemoved'))
  }

  const showPreview = async () => {
    setPreviewing(true)
    try {
      setPreview(await fetchPreview(id, ops))
      say(t('said.previewReady'))
    } catch (error) {
      const invalid = saveError(error)
      toast.error(t(invalid === 'errors.save' ? 'errors.preview' : invalid))
    } finally {
      setPreviewing(false)
    }
  }

  const failed = (error: unknown) => toast.error(t(saveError(error)))
  const onSave = () => save.mutate({ version: data.photo.version, ops }, { onSuccess: () => toast.success(t('saved')), onError: failed })
  const onRevert = () => revert.mutate(data.photo.version, { onSuccess: () => toast.success(t('reverted')), onError: failed })

  const frame = (sel: NonNullable<Selected>, box: Box, label: string, index: number) => {
    const crop = sel.kind === 'crop'
    const isSelected = sel.kind === selected?.kind && (crop || (selected.kind === 'blur' && selected.index === index))
    return (
      <BoxFrame
        key={crop ? 'crop' : `blur-${String(index)}`}
        ref={(el) => {
          if (!crop) boxes.current[index] = el
        }}
        box={box}
        label={label}
        describedBy={helpId}
        selected={isSelected}
        min={minSide(sel)}
        variant={crop ? 'crop' : 'blur'}
        stage={stage}
        onSelect={() => setSelected(sel)}
        onChange={(next, by) => {
          if (by === 'key') {
            edit(setBox(sel, next), t('said.where', percents(next)))
            return
          }
          setOps(setBox(sel, next))
          setPreview(null)
        }}
        onRemove={() => remove(sel)}
      />
    )
  }

  return (
    <div className="space-y-6">
      <p id={helpId} className="max-w-prose text-sm text-muted-foreground">
        {t('help')}
      </p>
      <p className="text-sm">{automatic ? t('state.automatic', { count: toOps(data.auto).blur.length }) : t('state.edited')}</p>
      <div role="toolbar" aria-label={t('toolbar')} className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => edit(turn(ops, -1), t('said.turned'))} disabled={busy}>
          <RotateCcw aria-hidden="true" />
          {t('rotateLeft')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => edit(turn(ops, 1), t('said.turned'))} disabled={busy}>
          <RotateCw aria-hidden="true" />
          {t('rotateRight')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy || ops.blur.length >= maxBlurBoxes}
          onClick={() => {
            edit({ ...ops, blur: [...ops.blur, newBox()] }, t('said.boxAdded', { count: ops.blur.length + 1 }))
            setSelected({ kind: 'blur', index: ops.blur.length })
          }}
        >
          <EyeOff aria-hidden="true" />
          {t('addBox')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => (ops.crop ? remove({ kind: 'crop' }) : edit({ ...ops, crop: { x: 0.1, y: 0.1, w: 0.8, h: 0.8 } }, t('said.cropAdded')))}
        >
          <Crop aria-hidden="true" />
          {ops.crop ? t('removeCrop') : t('addCrop')}
        </Button>
        <Button variant="outline" size="sm" disabled={busy || selected === null} onClick={() => selected && remove(selected)}>
          <Trash2 aria-hidden="true" />
          {t('removeSelected')}
        </Button>
      </div>

      <div className="max-w-3xl">
        {base.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{t('errors.load')}</AlertTitle>
          </Alert>
        ) : (
          <div ref={stage} className="relative inline-block max-w-full overflow-hidden rounded-lg border bg-muted">
            {baseUrl ? (
              <img src={baseUrl} alt={t('stageAlt')} className="block max-h-[70vh] max-w-full select-none" draggable={false} />
            ) : (
              <div role="status" className="flex h-64 w-96 max-w-full items-center justify-center">
                <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
                <span className="sr-only">{t('loading')}</span>
              </div>
            )}
            {baseUrl ? (
              <>
                {ops.crop ? frame({ kind: 'crop' }, ops.crop, t('cropLabel'), 0) : null}
                {ops.blur.map((box, i) => frame({ kind: 'blur', index: i }, box, t('boxLabel', { index: i + 1, total: ops.blur.length }), i))}
              </>
            ) : null}
          </div>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void showPreview()} disabled={busy || previewing}>
          {previewing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('preview')}
        </Button>
        <Button onClick={onSave} disabled={busy || !changed}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('save')}
        </Button>
        <Button variant="outline" onClick={() => edit(saved, t('said.undone'))} disabled={busy || !changed}>
          <Undo2 aria-hidden="true" />
          {t('discard')}
        </Button>
        <Button variant="outline" onClick={onRevert} disabled={busy || (automatic && !changed)}>
          {t('revert')}
        </Button>
      </div>

      {previewUrl ? (
        <figure className="max-w-3xl space-y-2">
          <img src={previewUrl} alt={t('previewAlt')} className="block max-h-[70vh] max-w-full rounded-lg border" />
          <figcaption className="text-sm text-muted-foreground">{t('previewCaption')}</figcaption>
        </figure>
      ) : null}

      <EditHistory edits={data.edits} />
    </div>
  )
}
