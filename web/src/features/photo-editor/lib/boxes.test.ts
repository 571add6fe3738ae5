import { describe, expect, it } from 'vitest'

import { fit, sameOps, turn, turnBox, type Ops } from './boxes'

// The boxes' own geometry (inside the picture, never past its edge) is
// tested in components/blur-boxes.
describe('photo editor boxes', () => {
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

  it('keeps a blur box at least 2% of the picture', () => {
    expect(fit({ x: -1, y: 2, w: 3, h: 0 })).toEqual({ x: 0, y: 0.98, w: 1, h: 0.02 })
  })

  it('tells edits apart by every box, not only the first', () => {
    const a = { x: 0.1, y: 0.1, w: 0.2, h: 0.2 }
    const ops: Ops = { rotate: 0, blur: [a, { x: 0.5, y: 0.5, w: 0.2, h: 0.2 }] }
    expect(sameOps(ops, { rotate: 0, blur: [a, { x: 0.6, y: 0.5, w: 0.2, h: 0.2 }] })).toBe(false)
    expect(sameOps(ops, { rotate: 0, blur: [a, { x: 0.5, y: 0.5, w: 0.2, h: 0.2 }] })).toBe(true)
  })
})
