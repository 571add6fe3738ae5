import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ApiError, setAccessToken } from '@/lib/api-client'

import { aReport } from '@/testing/features/reports/fixtures'
import { installFakeXHR, lastXHR } from '@/testing/features/reports/fake-xhr'
import { createReport } from './create-report'

beforeEach(() => {
  installFakeXHR()
  setAccessToken('token-1')
  return () => setAccessToken(null)
})

describe('createReport', () => {
  it('posts the form with the bearer token and reports upload progress', async () => {
    const body = new FormData()
    body.set('category', 'road-infrastructure')
    const onProgress = vi.fn()
    const sent = createReport(body, { onProgress })
    const xhr = lastXHR()
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/reports'])
    expect(xhr.headers.Authorization).toBe('Bearer token-1')
    expect(xhr.withCredentials).toBe(true)
    expect(xhr.body).toBe(body)

    xhr.progress(500, 2000)
    xhr.progress(2000, 2000)
    expect(onProgress.mock.calls).toEqual([[{ loaded: 500, total: 2000 }], [{ loaded: 2000, total: 2000 }]])

    const report = aReport({ id: 'new-1' })
    xhr.respond(201, report)
    expect(await sent).toEqual(report)
  })

  it('turns an error envelope into ApiError with its field codes', async () => {
    const sent = createReport(new FormData())
    lastXHR().respond(415, {
      error: { code: 'unsupported_media', message: 'Photos must be JPEG, PNG or WebP images.', fields: { photos: 'unsupported_type', 'photos.1': 'unsupported_type' } },
    })
    const error = await sent.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 415, code: 'unsupported_media', fields: { photos: 'unsupported_type', 'photos.1': 'unsupported_type' } })
  })

  it('reports a dropped connection as a network error', async () => {
    const sent = createReport(new FormData())
    lastXHR().fail()
    await expect(sent).rejects.toMatchObject({ code: 'network', status: 0 })
  })

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController()
    const sent = createReport(new FormData(), { signal: controller.signal })
    controller.abort()
    expect(lastXHR().aborted).toBe(true)
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' })
  })
})
