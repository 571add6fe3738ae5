import { ApiError, getAccessToken, type ApiErrorFields } from '@/lib/api-client'
import { isRecord } from '@/lib/utils'

import { reportSchema, type Report } from './report-schema'

/** UploadProgress is how many bytes of the request body have been sent. */
export type UploadProgress = { loaded: number; total: number }

export type CreateReportOptions = {
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  /** key is the filing's Idempotency-Key: sent again with it, the report is stored once. */
  key?: string
}

/**
 * createReport is POST /api/reports (multipart). It uses XMLHttpRequest
 * rather than fetch because only XHR reports upload progress. It resolves
 * with the new report (201) and rejects with ApiError (fields included), or
 * with an AbortError DOMException when signal aborts.
 */
export function createReport(body: FormData, options: CreateReportOptions = {}): Promise<Report> {
  const { onProgress, signal, key } = options
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/reports')
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    const token = getAccessToken()
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    if (key) xhr.setRequestHeader('Idempotency-Key', key)

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total })
    }
    xhr.onload = () => {
      const data = parseJson(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = reportSchema.safeParse(data)
        if (parsed.success) resolve(parsed.data)
        else reject(new ApiError({ code: 'invalid_response', status: xhr.status, message: 'unexpected response' }))
        return
      }
      reject(errorFrom(xhr.status, data))
    }
    xhr.onerror = () => reject(new ApiError({ code: 'network', status: 0, message: 'the upload did not reach the server' }))
    xhr.ontimeout = xhr.onerror
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** errorFrom reads the error envelope {"error":{"code","message","fields"}}. */
function errorFrom(status: number, data: unknown): ApiError {
  const envelope = isRecord(data) && isRecord(data.error) ? data.error : null
  const fields: ApiErrorFields = {}
  if (envelope && isRecord(envelope.fields)) {
    for (const [name, value] of Object.entries(envelope.fields)) if (typeof value === 'string') fields[name] = value
  }
  return new ApiError({
    code: typeof envelope?.code === 'string' ? envelope.code : 'http_error',
    status,
    message: typeof envelope?.message === 'string' ? envelope.message : `HTTP ${String(status)}`,
    fields,
  })
}
