import type { KeyboardEvent, PointerEvent, Ref, RefObject } from 'react'

import { cn } from '@/lib/utils'

import { move, resize, step, type Box } from './geometry'

type Props = {
  box: Box
  /** label names the box ("Blur box 2 of 3"). */
  label: string
  /** describedBy is the id of the text that says how to move, resize and remove a box. */
  describedBy?: string
  selected: boolean
  /** min is the smallest side the box may shrink to (a fraction of the picture). */
  min: number
  /** variant: a blur box (amber) or a crop frame (dashed, the rest of the picture darkened). */
  variant?: 'blur' | 'crop'
  /** stage is the element the picture fills: drags are measured against it. */
  stage: RefObject<HTMLElement | null>
  onSelect: () => void
  /** onChange receives the box moved or resized, by the keyboard (worth announcing) or by a drag. */
  onChange: (box: Box, by: 'key' | 'drag') => void
  onRemove: () => void
  ref?: Ref<HTMLButtonElement>
}

const arrows: Record<string, [number, number] | undefined> = {
  ArrowLeft: [-step, 0],
  ArrowRight: [step, 0],
  ArrowUp: [0, -step],
  ArrowDown: [0, step],
}

/**
 * BoxFrame is one box over a picture, placed in percents of its stage: a
 * button, so Tab reaches it; the arrow keys move it, Shift and the arrows
 * resize it, Delete (or Backspace) removes it. With a mouse or a finger,
 * dragging the box moves it and dragging its corner resizes it.
 */
export function BoxFrame({ box, label, describedBy, selected, min, variant = 'blur', stage, onSelect, onChange, onRemove, ref }: Props) {
  const onKeyDown = (e: KeyboardEvent) => {
    const delta = arrows[e.key]
    if (delta) {
      e.preventDefault()
      onChange(e.shiftKey ? resize(box, delta[0], delta[1], min) : move(box, delta[0], delta[1], min), 'key')
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault()
      onRemove()
    }
  }

  const onDrag = (mode: 'move' | 'resize') => (e: PointerEvent) => {
    const rect = stage.current?.getBoundingClientRect()
    if (!rect || rect.width === 0 || rect.height === 0 || e.button !== 0) return
    e.preventDefault()
    e.stopPropagation()
    onSelect()
    const target = e.currentTarget as HTMLElement
    target.setPointerCapture(e.pointerId)
    const x0 = e.clientX
    const y0 = e.clientY
    const moveTo = (ev: globalThis.PointerEvent) => {
      const dx = (ev.clientX - x0) / rect.width
      const dy = (ev.clientY - y0) / rect.height
      onChange(mode === 'move' ? move(box, dx, dy, min) : resize(box, dx, dy, min), 'drag')
    }
    const stop = () => {
      target.removeEventListener('pointermove', moveTo)
      target.removeEventListener('pointerup', stop)
      target.removeEventListener('pointercancel', stop)
    }
    target.addEventListener('pointermove', moveTo)
    target.addEventListener('pointerup', stop)
    target.addEventListener('pointercancel', stop)
  }

  return (
    <button
      type="button"
      ref={ref}
      aria-label={label}
      aria-describedby={describedBy}
      aria-pressed={selected}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      onPointerDown={onDrag('move')}
      className={cn(
        'absolute cursor-move touch-none outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
        variant === 'crop' ? 'border-2 border-dashed border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.45)]' : 'border-2 border-amber-400 bg-amber-400/30',
        selected && 'ring-2 ring-primary',
      )}
      style={{ left: `${box.x * 100}%`, top: `${box.y * 100}%`, width: `${box.w * 100}%`, height: `${box.h * 100}%` }}
    >
      {/* The corner to drag for resizing: larger under a finger. */}
      <span
        aria-hidden="true"
        onPointerDown={onDrag('resize')}
        className="absolute -right-1.5 -bottom-1.5 size-3 cursor-se-resize rounded-sm border border-black bg-white pointer-coarse:-right-3 pointer-coarse:-bottom-3 pointer-coarse:size-6"
      />
    </button>
  )
}
