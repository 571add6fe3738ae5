import { describe, expect, it } from 'vitest'

import { actsAs, reviewerRoles } from './reviewer-powers'

describe('reviewer powers (docs/PRODUCT.md §1)', () => {
  it('a reviewer_admin acts as a reviewer', () => {
    expect(actsAs(['reviewer_admin'], 'reviewer')).toBe(true)
    expect(actsAs(['reviewer'], 'reviewer')).toBe(true)
    expect(reviewerRoles).toEqual(['reviewer', 'reviewer_admin'])
  })

  it('every other role is matched exactly', () => {
    expect(actsAs(['reviewer'], 'reviewer_admin')).toBe(false)
    expect(actsAs(['owner'], 'reviewer')).toBe(false)
    expect(actsAs(['reporter_admin'], 'reviewer')).toBe(false)
    expect(actsAs(['owner'], 'reporter_admin')).toBe(false)
    expect(actsAs(['reporter_admin'], 'reporter_admin')).toBe(true)
  })
})
