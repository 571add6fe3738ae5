/** Box is a rectangle in fractions (0–1) of the image's width and height, as the server takes it. */
export type Box = { x: number; y: number; w: number; h: number }

/** Ops are the edits of a public copy: quarter turns clockwise, then blur boxes, then a crop (both in the turned image). */
export type Ops = { rotate: number; blur: Box[]; crop?: Box | null }

/** Smallest sides, as the server allows them: a blur box 2%, a crop 5% of the picture. */
export const minBlurSide = 0.02
export const minCropSide = 0.05
/** The most blur boxes a photo takes (the server's imaging.MaxBlurBoxes). */
export const maxBlurBoxes = 50

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
const round = (v: number) => Math.round(v * 10000) / 10000

/** fit keeps a box inside the image and at least min wide and high (rounded to 4 decimals, never past the edge). */
export function fit(b: Box, min = minBlurSide): Box {
  // Sides rounded first: 1 - w is then on the grid, and x rounded below it stays there.
  const w = round(clamp(b.w, min, 1))
  const h = round(clamp(b.h, min, 1))
  return { x: round(clamp(b.x, 0, 1 - w)), y: round(clamp(b.y, 0, 1 - h)), w, h }
}

/** move shifts a box by dx, dy (fractions), inside the image. */
export const move = (b: Box, dx: number, dy: number, min = minBlurSide): Box => fit({ ...b, x: b.x + dx, y: b.y + dy }, min)

/** resize grows (or, negative, shrinks) a box's width and height from its top-left corner, down to min. */
export const resize = (b: Box, dw: number, dh: number, min = minBlurSide): Box =>
  fit({ ...b, w: clamp(b.w + dw, min, 1 - b.x), h: clamp(b.h + dh, min, 1 - b.y) }, min)

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

/** newBox is a box a fifth of the image, in its middle. */
export const newBox = (): Box => ({ x: 0.4, y: 0.4, w: 0.2, h: 0.2 })

/** sameOps tells whether two edits make the same picture. */
export function sameOps(a: Ops, b: Ops): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b))
}

const normal = (o: Ops) => ({ rotate: o.rotate, blur: o.blur.map(fit), crop: o.crop ? fit(o.crop, minCropSide) : null })
