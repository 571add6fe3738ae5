import { describe, expect, it } from 'vitest'

import { durationUnit, inUnit } from './duration-unit'

describe('review-time units', () => {
  it('draws seconds, minutes or hours by the largest value', () => {
    expect(durationUnit(0.1)).toBe('seconds')
    expect(durationUnit(12)).toBe('minutes')
    expect(durationUnit(300)).toBe('hours')
  })

  it('shows a 6-second median as 6 seconds, never as 0', () => {
    expect(inUnit(0.1, 'seconds')).toBe(6)
    expect(inUnit(0.1, 'minutes')).toBe(0.1)
    expect(inUnit(0.1, 'hours')).toBe(0)
    expect(inUnit(0.5, 'hours')).toBe(0.01)
    expect(inUnit(90, 'hours')).toBe(1.5)
    expect(inUnit(0, 'seconds')).toBe(0)
  })
})
