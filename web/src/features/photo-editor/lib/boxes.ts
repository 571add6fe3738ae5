import { fit as fitTo, type Box } from '@/components/blur-boxes/geometry'

export type { Box }

/** Ops are the edits of a public copy: quarter turns clockwise, then blur boxes, then a crop (both in the turned image). */
export type Ops = { rotate: number; blur: Box[]; crop?: Box | null }

/** Smallest sides, as the server allows them: a blur box 2%, a crop 5% of the picture. */
export const minBlurSide = 0.02
export const minCropSide = 0.05
/** fit keeps a box inside the image and at least min wide and high (components/blur-boxes). */
export const fit = (b: Box, min = minBlurSide): Box => fitTo(b, min)

/** turnBox maps a box to the image turned a quarter clockwise (dir 1) or anticlockwise (dir -1). */
export function turnBox(b: Box, dir: 1 | -1): Box {
  return dir === 1 ? fit({ x: 1 - b.y - b.h, y: b.x, w: b.h, h: b.w }, 0) : fit({ x: b.y, y: 1 - b.x - b.w, w: b.h, h: b.w }, 0)
}

/** turn rotates the edit a quarter turn, its boxes and crop following the picture. */
export function turn(ops: Ops, dir: 1 | -1): Ops {
  return {
    rotate: (ops.rotate + dir + 4) % 4,
    blur: ops.blur.map((b) => turnBox(b, dir)),
    crop: ops.crop ? turnBox(ops.crop, dir) : null,
  }
}

/** sameOps tells whether two edits make the same picture. */
export function sameOps(a: Ops, b: Ops): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b))
}

const normal = (o: Ops) => ({ rotate: o.rotate, blur: o.blur.map((b) => fit(b)), crop: o.crop ? fit(o.crop, minCropSide) : null })
