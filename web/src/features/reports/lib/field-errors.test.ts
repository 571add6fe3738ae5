import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'

import { formErrorCode } from './field-errors'

describe('formErrorCode', () => {
  it('names a full photo store and a busy server apart from other failures', () => {
    const err = (status: number, code: string) => new ApiError({ status, code, message: 'x' })
    expect(formErrorCode(err(507, 'storage_full'))).toBe('storage_full')
    expect(formErrorCode(err(503, 'unavailable'))).toBe('unavailable')
    expect(formErrorCode(err(500, 'internal'))).toBe('server')
  })
})
