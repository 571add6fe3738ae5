import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'

import { ownerErrorKey } from './errors'

const apiError = (status: number, code: string) => new ApiError({ status, code, message: 'server text' })

describe('ownerErrorKey', () => {
  it("names the refusal to act on oneself, which the server sends as a bare 400", () => {
    expect(ownerErrorKey(apiError(400, 'invalid'), 'errors.cannotRevokeOwnOwner')).toBe('errors.cannotRevokeOwnOwner')
    expect(ownerErrorKey(apiError(400, 'invalid'), 'errors.cannotDisableSelf')).toBe('errors.cannotDisableSelf')
    expect(ownerErrorKey(apiError(400, 'invalid'))).toBe('errors.generic')
  })

  it('maps the other failures', () => {
    expect(ownerErrorKey(apiError(0, 'network'), 'errors.cannotDisableSelf')).toBe('errors.network')
    expect(ownerErrorKey(apiError(403, 'forbidden'))).toBe('errors.forbidden')
    expect(ownerErrorKey(apiError(404, 'not_found'))).toBe('errors.notFound')
    expect(ownerErrorKey(apiError(500, 'internal'))).toBe('errors.generic')
    expect(ownerErrorKey(new Error('boom'))).toBe('errors.generic')
  })
})
