import { describe, expect, it } from 'vitest'

import { fit, minCropSide, move, resize, sameOps, turn, turnBox, type Ops } from './boxes'

describe('photo editor boxes', () => {
  it('keeps boxes inside the picture', () => {
    expect(move({ x: 0.9, y: 0.1, w: 0.2, h: 0.2 }, 0.5, -0.5)).toEqual({ x: 0.8, y: 0, w: 0.2, h: 0.2 })
    expect(resize({ x: 0.5, y: 0.5, w: 0.2, h: 0.2 }, 0.9, -0.5)).toEqual({ x: 0.5, y: 0.5, w: 0.5, h: 0.02 })
    expect(fit({ x: -1, y: 2, w: 3, h: 0 })).toEqual({ x: 0, y: 0.98, w: 1, h: 0.02 })
    // A crop shrinks no further than the server takes (5%).
    expect(resize({ x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, -0.5, -0.5, minCropSide)).toEqual({ x: 0.1, y: 0.1, w: 0.05, h: 0.05 })
  })

  it('never rounds a box past the edge of the picture', () => {
    // Both halves of 1 would round up (0.66665 + 0.33335): the side is rounded first, the corner kept inside.
    const b = fit({ x: 0.66665, y: 0.66665, w: 0.33335, h: 0.33335 })
    expect(b.x + b.w).toBeLessThanOrEqual(1 + 1e-9)
    expect(b.y + b.h).toBeLessThanOrEqual(1 + 1e-9)
    for (let i = 0; i < 1000; i++) {
      const w = Math.random()
      const r = fit({ x: 1 - w, y: 0, w, h: 0.5 })
      expect(r.x + r.w).toBeLessThanOrEqual(1 + 1e-9)
    }
  })

  it('turns a box with the picture, and four turns bring it back', () => {
    const b = { x: 0.1, y: 0.2, w: 0.3, h: 0.1 }
    // A box near the top-left of a picture turned clockwise ends near the top-right.
    expect(turnBox(b, 1)).toEqual({ x: 0.7, y: 0.1, w: 0.1, h: 0.3 })
    expect(turnBox(turnBox(b, 1), -1)).toEqual(b)
    let ops: Ops = { rotate: 0, blur: [b], crop: { x: 0, y: 0, w: 0.5, h: 1 } }
    for (let i = 0; i < 4; i++) ops = turn(ops, 1)
    expect(ops.rotate).toBe(0)
    expect(sameOps(ops, { rotate: 0, blur: [b], crop: { x: 0, y: 0, w: 0.5, h: 1 } })).toBe(true)
    expect(turn(ops, -1).rotate).toBe(3)
  })
})
