import { EyeOff, Plus, Trash2 } from 'lucide-react'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { BoxFrame } from '@/components/blur-boxes/box-frame'
import { maxBlurBoxes, minBoxSide, newBox, percents, type Box } from '@/components/blur-boxes/geometry'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'

type Props = {
  file: File
  /** number is the photo's place in the list, from 1. */
  number: number
  boxes: readonly Box[]
  disabled: boolean
  /** describedBy is the id of the text that says how many areas the photo has. */
  describedBy?: string
  onDone: (boxes: Box[]) => void
}

/**
 * BlurButton opens a dialog in which the reporter marks the areas of one
 * photo to blur on its public copy (a licence plate, a face, a house
 * number). Done keeps the boxes; Cancel, Escape or a click outside drop the
 * changes. Focus returns to the button when the dialog closes.
 */
export function BlurButton({ file, number, boxes, disabled, describedBy, onDone }: Props) {
  const { t } = useTranslation('reports')
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-auto min-h-8 w-full py-1 text-xs whitespace-normal"
          disabled={disabled}
          aria-label={t('blur.openFor', { number, name: file.name })}
          aria-describedby={describedBy}
        >
          <EyeOff aria-hidden="true" />
          {t('blur.open')}
        </Button>
      </DialogTrigger>
      {open ? (
        <BlurEditor
          file={file}
          number={number}
          initial={boxes}
          onDone={(next) => {
            onDone(next)
            setOpen(false)
          }}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </Dialog>
  )
}

type EditorProps = { file: File; number: number; initial: readonly Box[]; onDone: (boxes: Box[]) => void; onCancel: () => void }

// What gets focus after a change: a box (by index) or the Add button.
type FocusTarget = { box: number } | 'add' | null

function BlurEditor({ file, number, initial, onDone, onCancel }: EditorProps) {
  const { t } = useTranslation('reports')
  const [boxes, setBoxes] = useState<Box[]>(() => [...initial])
  const [selected, setSelected] = useState<number | null>(null)
  const [said, say] = useState('')
  const helpId = useId()
  const stage = useRef<HTMLDivElement | null>(null)
  const frames = useRef<(HTMLButtonElement | null)[]>([])
  const addButton = useRef<HTMLButtonElement | null>(null)
  const focusNext = useRef<FocusTarget>(null)

  // Focus follows an added or removed box, once it is drawn, so the arrow
  // keys work at once and focus never falls out of the dialog.
  useLayoutEffect(() => {
    const target = focusNext.current
    if (target === null) return
    focusNext.current = null
    if (target === 'add') addButton.current?.focus()
    else frames.current[target.box]?.focus()
  })

  // The photo as the browser shows it, upright (EXIF orientation applied):
  // the boxes are fractions of that picture. The object URL lives as long as the <img>.
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return
      const url = URL.createObjectURL(file)
      img.src = url
      return () => URL.revokeObjectURL(url)
    },
    [file],
  )

  const add = () => {
    const index = boxes.length
    setBoxes([...boxes, newBox()])
    setSelected(index)
    focusNext.current = { box: index }
    say(t('blur.said.added', { count: index + 1 }))
  }
  const remove = (index: number) => {
    const left = boxes.filter((_, i) => i !== index)
    setBoxes(left)
    setSelected(null)
    focusNext.current = left.length > 0 ? { box: Math.max(0, index - 1) } : 'add'
    say(t('blur.said.removed'))
  }
  const change = (index: number, box: Box, by: 'key' | 'drag') => {
    setBoxes((all) => all.map((b, i) => (i === index ? box : b)))
    if (by === 'key') say(t('blur.said.where', percents(box)))
  }

  const full = boxes.length >= maxBlurBoxes
  return (
    <DialogContent title={t('blur.title')} description={t('blur.lead')} className="max-w-3xl">
      <p id={helpId} className="text-sm text-muted-foreground">
        {t('blur.help')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={addButton} variant="outline" size="sm" disabled={full} onClick={add}>
          <Plus aria-hidden="true" />
          {t('blur.add')}
        </Button>
        <Button variant="outline" size="sm" disabled={selected === null} onClick={() => selected !== null && remove(selected)}>
          <Trash2 aria-hidden="true" />
          {t('blur.removeSelected')}
        </Button>
      </div>
      {full ? <p className="text-sm text-muted-foreground">{t('blur.tooMany', { max: maxBlurBoxes })}</p> : null}
      <div ref={stage} className="relative mx-auto w-fit max-w-full overflow-hidden rounded-lg border bg-muted">
        <img
          ref={attach}
          alt={t('blur.stageAlt', { number, name: file.name })}
          className="block max-h-[60vh] max-w-full select-none"
          draggable={false}
        />
        {boxes.map((box, i) => (
          <BoxFrame
            key={i}
            ref={(el) => {
              frames.current[i] = el
            }}
            box={box}
            label={t('blur.boxLabel', { index: i + 1, total: boxes.length })}
            describedBy={helpId}
            selected={selected === i}
            min={minBoxSide}
            stage={stage}
            onSelect={() => setSelected(i)}
            onChange={(next, by) => change(i, next, by)}
            onRemove={() => remove(i)}
          />
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('blur.cancel')}
        </Button>
        <Button onClick={() => onDone(boxes)}>{t('blur.done')}</Button>
      </div>
    </DialogContent>
  )
}
