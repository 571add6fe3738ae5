import { describe, expect, it } from 'vitest'

import { filtersFromParams, filtersToParams } from './filters'

describe('the search words (q)', () => {
  it('are read trimmed from the page address and written back for the API', () => {
    const filters = filtersFromParams(new URLSearchParams('q=%20semaforo%20danado%20&category=road-infrastructure'))
    expect(filters.q).toBe('semaforo danado')
    expect(filtersToParams(filters).toString()).toBe('category=road-infrastructure&q=semaforo+danado')
  })

  it('are left out when blank, and cut to the API limit of 200 characters', () => {
    expect(filtersFromParams(new URLSearchParams('q=%20%20')).q).toBeNull()
    expect(filtersToParams(filtersFromParams(new URLSearchParams('q='))).has('q')).toBe(false)
    expect(filtersFromParams(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(200)
  })
})
