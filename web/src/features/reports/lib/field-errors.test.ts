import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'

import { sortServerErrors } from './field-errors'

describe('sortServerErrors', () => {
  it('shows the open-report cap above the form and the storage quota at the photos', () => {
    const open = new ApiError({ code: 'rate_limited', status: 429, message: 'many', fields: { reports: 'too_many_open' } })
    expect(sortServerErrors(open)).toEqual({ fields: {}, files: {}, form: 'too_many_open' })
    const full = new ApiError({ code: 'too_large', status: 413, message: 'full', fields: { photos: 'quota_exceeded' } })
    expect(sortServerErrors(full)).toEqual({ fields: { photos: 'quota_exceeded' }, files: {}, form: null })
  })
})
