import { describe, expect, it } from 'vitest'

import { metersBetween } from './distance'

describe('metersBetween', () => {
  it('measures short distances in metres', () => {
    // 0.0003° of latitude is about 33 m.
    expect(metersBetween({ latitude: 40.7178, longitude: -74.0431 }, { latitude: 40.7181, longitude: -74.0431 })).toBe(33)
    expect(metersBetween({ latitude: 40.7178, longitude: -74.0431 }, { latitude: 40.7178, longitude: -74.0431 })).toBe(0)
  })

  it('is null without both points', () => {
    expect(metersBetween({ latitude: null, longitude: null }, { latitude: 1, longitude: 1 })).toBeNull()
  })
})
