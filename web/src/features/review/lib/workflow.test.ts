import { describe, expect, it } from 'vitest'

import { staffHref } from './links'
import { allowedMoves } from './workflow'

describe('a reviewer_admin holds every power of a reviewer (docs/PRODUCT.md §1, §5)', () => {
  it('sees the reviewer moves on a pending report', () => {
    expect(allowedMoves('pending', ['reviewer_admin']).map((m) => m.kind)).toEqual(['approve', 'reject', 'sendBack'])
    expect(allowedMoves('pending', ['reviewer']).map((m) => m.kind)).toEqual(['approve', 'reject', 'sendBack'])
  })

  it('keeps the reviewer_admin moves to reviewer_admin', () => {
    expect(allowedMoves('approved', ['reviewer'])).toEqual([])
    expect(allowedMoves('approved', ['reviewer_admin']).map((m) => m.kind)).toEqual(['retract'])
  })

  it('opens a pending report in the pending queue', () => {
    expect(staffHref({ id: 'r1', status: 'pending' }, ['reviewer_admin'])).toBe('/dashboard/review/pending?id=r1')
  })
})
