import { describe, expect, it } from 'vitest'

import { fit, move, resize } from './geometry'

describe('blur box geometry', () => {
  it('keeps boxes inside the picture and at least min wide and high', () => {
    expect(move({ x: 0.9, y: 0.1, w: 0.2, h: 0.2 }, 0.5, -0.5, 0.02)).toEqual({ x: 0.8, y: 0, w: 0.2, h: 0.2 })
    expect(resize({ x: 0.5, y: 0.5, w: 0.2, h: 0.2 }, 0.9, -0.5, 0.02)).toEqual({ x: 0.5, y: 0.5, w: 0.5, h: 0.02 })
    expect(fit({ x: -1, y: 2, w: 3, h: 0 }, 0.02)).toEqual({ x: 0, y: 0.98, w: 1, h: 0.02 })
    expect(resize({ x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, -0.5, -0.5, 0.05)).toEqual({ x: 0.1, y: 0.1, w: 0.05, h: 0.05 })
    expect(resize({ x: 0.1, y: 0.1, w: 0.02, h: 0.02 }, -0.5, -0.5, 0.005)).toEqual({ x: 0.1, y: 0.1, w: 0.005, h: 0.005 })
  })

  it('never rounds a box past the edge of the picture', () => {
    // Both halves of 1 would round up (0.66665 + 0.33335): the side is rounded first, the corner kept inside.
    const b = fit({ x: 0.66665, y: 0.66665, w: 0.33335, h: 0.33335 }, 0.02)
    expect(b.x + b.w).toBeLessThanOrEqual(1 + 1e-9)
    expect(b.y + b.h).toBeLessThanOrEqual(1 + 1e-9)
    for (let i = 0; i < 1000; i++) {
      const w = Math.random()
      const r = fit({ x: 1 - w, y: 0, w, h: 0.5 }, 0.005)
      expect(r.x + r.w).toBeLessThanOrEqual(1 + 1e-9)
    }
  })
})
