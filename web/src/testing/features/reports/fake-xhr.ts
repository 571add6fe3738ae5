import { vi } from 'vitest'

type ProgressHandler = ((event: ProgressEvent) => void) | null

/**
 * FakeXHR stands in for XMLHttpRequest at the network boundary: a test sees
 * what was sent and decides when progress, the answer or a failure arrives.
 */
export class FakeXHR {
  static instances: FakeXHR[] = []

  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  withCredentials = false
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: ProgressHandler } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXHR.instances.push(this)
  }

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }

  send(body: FormData) {
    this.body = body
  }

  abort() {
    this.aborted = true
    this.onabort?.()
  }

  /** progress reports loaded of total bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }

  /** respond answers with status and a JSON body. */
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = body === undefined ? '' : JSON.stringify(body)
    this.onload?.()
  }

  fail() {
    this.onerror?.()
  }
}

/** installFakeXHR replaces XMLHttpRequest for one test; restoreMocks undoes it. */
export function installFakeXHR() {
  FakeXHR.instances = []
  vi.stubGlobal('XMLHttpRequest', FakeXHR)
}

/** lastXHR is the most recent request, failing the test when none was sent. */
export function lastXHR(): FakeXHR {
  const xhr = FakeXHR.instances.at(-1)
  if (!xhr) throw new Error('no XMLHttpRequest was sent')
  return xhr
}
