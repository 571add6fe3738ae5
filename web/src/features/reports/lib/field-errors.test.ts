import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/api-client'

import { formErrorCode, sortServerErrors } from './field-errors'

describe('formErrorCode', () => {
  it('names a full photo store and a busy server apart from other failures', () => {
    const err = (status: number, code: string) => new ApiError({ status, code, message: 'x' })
    expect(formErrorCode(err(507, 'storage_full'))).toBe('storage_full')
    expect(formErrorCode(err(503, 'unavailable'))).toBe('unavailable')
    expect(formErrorCode(err(500, 'internal'))).toBe('server')
  })
})

describe('sortServerErrors', () => {
  it('shows the open-report cap above the form and the storage quota at the photos', () => {
    const open = new ApiError({ code: 'rate_limited', status: 429, message: 'many', fields: { reports: 'too_many_open' } })
    expect(sortServerErrors(open)).toEqual({ fields: {}, files: {}, form: 'too_many_open' })
    const full = new ApiError({ code: 'too_large', status: 413, message: 'full', fields: { photos: 'quota_exceeded' } })
    expect(sortServerErrors(full)).toEqual({ fields: { photos: 'quota_exceeded' }, files: {}, form: null })
  })

  it('puts a refused area to blur on its photo, or above the form when no photo is named', () => {
    const onPhoto = new ApiError({ code: 'invalid', status: 400, message: 'x', fields: { blur: 'out_of_range', 'blur.1': 'out_of_range' } })
    expect(sortServerErrors(onPhoto)).toEqual({ fields: {}, files: { 1: 'blur_out_of_range' }, form: null })
    // The photo's own problem goes first.
    const both = new ApiError({ code: 'invalid', status: 400, message: 'x', fields: { 'blur.0': 'out_of_range', 'photos.0': 'unreadable' } })
    expect(sortServerErrors(both).files).toEqual({ 0: 'unreadable' })
    const whole = new ApiError({ code: 'invalid', status: 400, message: 'x', fields: { blur: 'invalid_format' } })
    expect(sortServerErrors(whole)).toEqual({ fields: {}, files: {}, form: 'blur' })
  })
})
