import { describe, expect, it } from 'vitest'

import { mondayOf, totalsByCategory, totalsByWeek } from './weekly'

describe('totalsByWeek', () => {
  const now = new Date('2026-11-19T15:00:00Z') // a Thursday; its Monday is 2026-11-16

  it('finds the UTC Monday of a date', () => {
    expect(mondayOf(now)).toBe('2026-11-16')
    expect(mondayOf(new Date('2026-11-16T00:00:00Z'))).toBe('2026-11-16')
    expect(mondayOf(new Date('2026-11-15T23:59:59Z'))).toBe('2026-11-09')
  })

  it('draws every one of the 12 weeks, empty ones as zero', () => {
    const totals = totalsByWeek(
      [
        { week: '2026-10-05', category: 'bike-lane', count: 2 },
        { week: '2026-10-05', category: 'pothole', count: 1 },
        { week: '2026-11-16', category: 'bike-lane', count: 4 },
      ],
      now,
    )
    expect(totals).toHaveLength(12)
    expect(totals[0]).toEqual({ key: '2026-08-31', count: 0 })
    expect(totals.at(-1)).toEqual({ key: '2026-11-16', count: 4 })
    expect(totals.find((t) => t.key === '2026-10-05')).toEqual({ key: '2026-10-05', count: 3 })
    expect(totals.filter((t) => t.count === 0)).toHaveLength(10)
    // One week after another, no gaps.
    for (let i = 1; i < totals.length; i++) {
      expect(Date.parse(totals[i]?.key ?? '') - Date.parse(totals[i - 1]?.key ?? '')).toBe(7 * 24 * 60 * 60 * 1000)
    }
  })

  it('keeps an earlier week the server sent (the partial first week of its range)', () => {
    const totals = totalsByWeek([{ week: '2026-08-24', category: 'bike-lane', count: 1 }], now)
    expect(totals).toHaveLength(13)
    expect(totals[0]).toEqual({ key: '2026-08-24', count: 1 })
  })

  it('sums categories, most first', () => {
    expect(
      totalsByCategory([
        { week: '2026-11-09', category: 'a', count: 1 },
        { week: '2026-11-16', category: 'b', count: 2 },
        { week: '2026-11-16', category: 'a', count: 2 },
      ]),
    ).toEqual([
      { key: 'a', count: 3 },
      { key: 'b', count: 2 },
    ])
  })
})
