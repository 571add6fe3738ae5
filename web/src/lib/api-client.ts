import { isRecord } from './utils'

/** ApiErrorFields maps a field name to a stable error code (`required`, `too_short` …). */
export type ApiErrorFields = Record<string, string>

/**
 * ApiError is every failed API call: `code` is the server's error code
 * (`invalid`, `unauthorized`, … see API.md), or `network` when no response
 * arrived; `status` is the HTTP status (0 for network failures).
 */
export class ApiError extends Error {
  readonly code: string
  readonly status: number
  readonly fields: ApiErrorFields
  /** retryAfter is the server's Retry-After in seconds (429 answers), else null. */
  readonly retryAfter: number | null

  constructor(init: { code: string; status: number; message: string; fields?: ApiErrorFields; retryAfter?: number | null }) {
    super(init.message)
    this.name = 'ApiError'
    this.code = init.code
    this.status = init.status
    this.fields = init.fields ?? {}
    this.retryAfter = init.retryAfter ?? null
  }
}

// The access token lives only in memory: the refresh token is an httpOnly
// cookie, so an XSS bug cannot steal a long-lived credential.
let accessToken: string | null = null
// offlineUserId is the user of a session that could not be renewed for want
// of a connection (AuthProvider, opened offline): there is no token, but the
// reports this browser keeps for them are theirs.
let offlineUserId: string | null = null

const tokenListeners = new Set<() => void>()

export function setAccessToken(token: string | null): void {
  if (token === accessToken && offlineUserId === null) return
  accessToken = token
  offlineUserId = null
  for (const listener of tokenListeners) listener()
}

/** setOfflineUser names the user of a session waiting for the connection to be renewed (no token meanwhile). */
export function setOfflineUser(userId: string): void {
  accessToken = null
  offlineUserId = userId
  for (const listener of tokenListeners) listener()
}

/** subscribeAccessToken calls listener after every change of the token (sign-in, renewal, sign-out). */
export function subscribeAccessToken(listener: () => void): () => void {
  tokenListeners.add(listener)
  return () => {
    tokenListeners.delete(listener)
  }
}

export function getAccessToken(): string | null {
  return accessToken
}

/** sessionUserId is the signed-in user's id (the access token's subject; offline, setOfflineUser's), or null. */
export function sessionUserId(): string | null {
  const payload = accessToken?.split('.')[1]
  if (!payload) return offlineUserId
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    return isRecord(claims) && typeof claims.sub === 'string' ? claims.sub : null
  } catch {
    return null
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** blob reads a successful answer as a Blob (an image) instead of JSON. */
  blob?: boolean
}

/**
 * UnauthorizedHandler is called when a request sent with an access token
 * gets 401: it renews the session and resolves true when the request may be
 * retried with the new token (the auth feature installs it).
 */
export type UnauthorizedHandler = () => Promise<boolean>

let onUnauthorized: UnauthorizedHandler | null = null

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler
}

// The session calls answer 401 about the credentials they carry, not about
// an expired access token: renewing would not help (and refresh would loop).
const sessionPaths = new Set(['/api/auth/signin', '/api/auth/signup', '/api/auth/refresh', '/api/auth/signout', '/api/auth/recover', '/api/auth/reset', '/api/auth/confirm', '/api/auth/confirm/resend'])

/**
 * apiRequest calls the API and returns the decoded JSON body (undefined for
 * 204). A 401 to a request that carried an access token renews the session
 * once and retries once (never for the session calls themselves).
 */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const sentToken = accessToken
  try {
    return await send(path, options)
  } catch (error) {
    const expired = error instanceof ApiError && error.status === 401 && sentToken !== null
    if (!expired || sessionPaths.has(path.split('?')[0] ?? path)) throw error
    // Another call may already have renewed the token while this one was in flight.
    const renewed = (accessToken !== null && accessToken !== sentToken) || (onUnauthorized !== null && (await onUnauthorized()))
    if (!renewed) throw error
    return send(path, options)
  }
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`

  let response: Response
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    })
  } catch (cause) {
    if (isAbortError(cause)) throw cause
    throw new ApiError({ code: 'network', status: 0, message: errorMessage(cause) })
  }

  if (options.blob && response.ok) return response.blob()
  const data = await readJson(response)
  if (!response.ok) throw toApiError(response, data)
  return data
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    if (!response.ok) return undefined
    throw new ApiError({ code: 'invalid_response', status: response.status, message: 'response is not JSON' })
  }
}

/** toApiError parses the envelope {"error":{"code","message","fields"}}. */
function toApiError(response: Response, data: unknown): ApiError {
  const envelope = isRecord(data) && isRecord(data.error) ? data.error : null
  const code = typeof envelope?.code === 'string' ? envelope.code : 'http_error'
  const message = typeof envelope?.message === 'string' ? envelope.message : `HTTP ${response.status}`
  const fields: ApiErrorFields = {}
  if (envelope && isRecord(envelope.fields)) {
    for (const [name, value] of Object.entries(envelope.fields)) {
      if (typeof value === 'string') fields[name] = value
    }
  }
  const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10)
  return new ApiError({ code, status: response.status, message, fields, retryAfter: Number.isFinite(retryAfter) ? retryAfter : null })
}

/**
 * isAbortError tells a cancelled request (the page or query that asked went
 * away) from a failure: a cancellation is not an error to log or show.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
}

function errorMessage(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause)
}

type Options = Omit<RequestOptions, 'method' | 'body'>

export const api = {
  get: (path: string, options?: Options) => apiRequest(path, { ...options, method: 'GET' }),
  post: (path: string, body?: unknown, options?: Options) => apiRequest(path, { ...options, method: 'POST', body }),
  put: (path: string, body?: unknown, options?: Options) => apiRequest(path, { ...options, method: 'PUT', body }),
  patch: (path: string, body?: unknown, options?: Options) => apiRequest(path, { ...options, method: 'PATCH', body }),
  delete: (path: string, options?: Options) => apiRequest(path, { ...options, method: 'DELETE' }),
}
