import { describe, expect, it } from 'vitest'

import { abbreviateCount, bubbleSize, gap, layoutClusters, maxBubble, minBubble, project } from './cluster-layout'

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1999, '1.9k'],
    [9999, '9.9k'],
    [12_345, '12k'],
    [432_730, '432k'],
    [999_999, '999k'],
    [1_250_000, '1.2M'],
  ])('%i is %s', (count, text) => {
    expect(abbreviateCount(count)).toBe(text)
  })

  it('never needs more than four characters', () => {
    for (let n = 1; n < 1e8; n = Math.ceil(n * 1.37)) expect(abbreviateCount(n).length).toBeLessThanOrEqual(4)
  })
})

describe('bubbleSize', () => {
  it('grows with the count, within bounds', () => {
    expect(bubbleSize(1)).toBe(minBubble)
    expect(bubbleSize(10)).toBeGreaterThan(bubbleSize(1))
    expect(bubbleSize(1000)).toBeGreaterThan(bubbleSize(10))
    expect(bubbleSize(1e9)).toBe(maxBubble)
  })
})

describe('layoutClusters', () => {
  // The > 2,000 report case: a grid of clusters a few hundred metres apart, seen from far away.
  const grid = Array.from({ length: 100 }, (_, i) => ({
    lat: 40.7 + Math.floor(i / 10) * 0.004,
    lng: -74.05 + (i % 10) * 0.004,
    count: 100 + ((i * 7919) % 900),
  }))
  const total = grid.reduce((sum, c) => sum + c.count, 0)

  for (const zoom of [3, 8, 11, 13, 15, 17, 19]) {
    it(`leaves no two bubbles overlapping and loses no report at zoom ${String(zoom)}`, () => {
      const bubbles = layoutClusters(grid, zoom)
      expect(bubbles.reduce((sum, b) => sum + b.count, 0)).toBe(total)
      for (let i = 0; i < bubbles.length; i++) {
        for (let j = i + 1; j < bubbles.length; j++) {
          const a = bubbles[i]
          const b = bubbles[j]
          if (!a || !b) continue
          const pa = project(a.lat, a.lng, zoom)
          const pb = project(b.lat, b.lng, zoom)
          expect(Math.hypot(pa.x - pb.x, pa.y - pb.y)).toBeGreaterThanOrEqual((a.size + b.size) / 2 + gap - 1e-6)
        }
      }
      for (const b of bubbles) expect(b.text.length).toBeLessThanOrEqual(4)
    })
  }

  it('keeps clusters apart when they do not touch, and merges them far out', () => {
    expect(layoutClusters(grid, 19)).toHaveLength(100)
    const far = layoutClusters(grid, 3)
    expect(far).toHaveLength(1)
    expect(far[0]?.text).toBe(abbreviateCount(total))
  })

  it('places a merged bubble at the count-weighted middle', () => {
    const [merged] = layoutClusters(
      [
        { lat: 40, lng: -74, count: 300 },
        { lat: 40, lng: -74.0001, count: 100 },
      ],
      10,
    )
    expect(merged?.count).toBe(400)
    expect(merged?.lng).toBeCloseTo(-74.000025, 6)
  })
})

describe('project', () => {
  it('matches Web Mercator: the origin is the middle of the world', () => {
    expect(project(0, 0, 0)).toEqual({ x: 128, y: 128 })
    expect(project(0, 180, 1).x).toBe(512)
  })
})
