/** Box is a rectangle in fractions (0–1) of the picture's width and height, as the server takes it. */
export type Box = { x: number; y: number; w: number; h: number }

/** The most blur boxes a photo takes (the server's MaxBlurBoxes). */
export const maxBlurBoxes = 50

/** minBoxSide is the smallest side of a box the reporter marks, as the server takes it (vecino.MinBoxSide). */
export const minBoxSide = 0.005

/** step is how far an arrow key moves or resizes a box: 1% of the picture. */
export const step = 0.01

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
const round = (v: number) => Math.round(v * 10000) / 10000

/** fit keeps a box inside the picture and at least min wide and high (rounded to 4 decimals, never past the edge). */
export function fit(b: Box, min: number): Box {
  // Sides rounded first: 1 - w is then on the grid, and x rounded below it stays there.
  const w = round(clamp(b.w, min, 1))
  const h = round(clamp(b.h, min, 1))
  return { x: round(clamp(b.x, 0, 1 - w)), y: round(clamp(b.y, 0, 1 - h)), w, h }
}

/** move shifts a box by dx, dy (fractions), inside the picture. */
export const move = (b: Box, dx: number, dy: number, min: number): Box => fit({ ...b, x: b.x + dx, y: b.y + dy }, min)

/** resize grows (or, negative, shrinks) a box's width and height from its top-left corner, down to min. */
export const resize = (b: Box, dw: number, dh: number, min: number): Box =>
  fit({ ...b, w: clamp(b.w + dw, min, 1 - b.x), h: clamp(b.h + dh, min, 1 - b.y) }, min)

/** newBox is a box a fifth of the picture, in its middle. */
export const newBox = (): Box => ({ x: 0.4, y: 0.4, w: 0.2, h: 0.2 })

/** percents describes a box in whole percents, for what a screen reader says. */
export const percents = (b: Box) => ({ x: Math.round(b.x * 100), y: Math.round(b.y * 100), w: Math.round(b.w * 100), h: Math.round(b.h * 100) })
