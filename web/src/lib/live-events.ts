import { useEffect, useRef } from 'react'

import { getAccessToken, subscribeAccessToken } from './api-client'

/** LiveEvent is one server-sent event: its name ('message' when unnamed) and its data lines joined. */
export type LiveEvent = { event: string; data: string }

/**
 * SseParser reads a text/event-stream incrementally: feed it chunks as they
 * arrive (an event may be split anywhere, even inside a line) and it returns
 * the events completed so far. Comments (': ping') are skipped.
 */
export class SseParser {
  private buffer = ''
  private event = ''
  private data: string[] = []

  feed(chunk: string): LiveEvent[] {
    this.buffer += chunk
    const out: LiveEvent[] = []
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/)
      // A lone \r at the end may be the first half of \r\n: wait for more.
      if (end < 0 || (end === this.buffer.length - 1 && this.buffer.endsWith('\r'))) break
      const line = this.buffer.slice(0, end)
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1))
      const done = this.line(line)
      if (done) out.push(done)
    }
    return out
  }

  private line(line: string): LiveEvent | null {
    if (line === '') {
      const event = this.data.length > 0 ? { event: this.event || 'message', data: this.data.join('\n') } : null
      this.event = ''
      this.data = []
      return event
    }
    if (line.startsWith(':')) return null
    const colon = line.indexOf(':')
    const field = colon < 0 ? line : line.slice(0, colon)
    let value = colon < 0 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') this.event = value
    else if (field === 'data') this.data.push(value)
    return null
  }
}

const aborted = (controller: AbortController) => controller.signal.aborted

/** backoffDelay is the wait before reconnect attempt n (0-based): 1 s doubling up to 30 s. */
export function backoffDelay(attempt: number, minMs = 1_000, maxMs = 30_000): number {
  return Math.min(minMs * 2 ** attempt, maxMs)
}

export type LiveEventsOptions = {
  url: string
  onEvent: (event: LiveEvent) => void
  /** idleTimeoutMs: with no byte for this long (the server pings every 25 s) the stream is deemed dead. */
  idleTimeoutMs?: number
  fetch?: typeof fetch
  token?: { get: () => string | null; subscribe: (listener: () => void) => () => void }
}

export type LiveEventsConnection = { close: () => void }

/**
 * connectLiveEvents reads a server-sent-event stream with fetch (EventSource
 * cannot send the bearer token), reconnecting with exponential backoff after
 * any failure (reset after a successful connect) and at once when the access
 * token changes, as after signing in or out.
 */
export function connectLiveEvents(options: LiveEventsOptions): LiveEventsConnection {
  const token = options.token ?? { get: getAccessToken, subscribe: subscribeAccessToken }
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000
  let closed = false
  let attempt = 0
  let current: AbortController | null = null
  let wake: (() => void) | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let restartNow = false

  const restart = () => {
    restartNow = true
    current?.abort()
    wake?.()
  }
  const unsubscribe = token.subscribe(restart)

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve
      retryTimer = setTimeout(resolve, ms)
    }).finally(() => {
      clearTimeout(retryTimer)
      wake = null
    })

  const readOnce = async (controller: AbortController) => {
    const headers: Record<string, string> = { Accept: 'text/event-stream' }
    const bearer = token.get()
    if (bearer) headers.Authorization = `Bearer ${bearer}`
    const doFetch = options.fetch ?? globalThis.fetch
    const response = await doFetch(options.url, { headers, credentials: 'include', cache: 'no-store', signal: controller.signal })
    if (!response.ok || !response.body) throw new Error(`event stream answered ${String(response.status)}`)
    attempt = 0
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    const parser = new SseParser()
    // Some fetch implementations leave a pending read hanging on abort: end it here.
    const stop = () => void reader.cancel().catch(() => undefined)
    controller.signal.addEventListener('abort', stop)
    let idle = setTimeout(() => controller.abort(), idleTimeoutMs)
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done || aborted(controller)) return
        clearTimeout(idle)
        idle = setTimeout(() => controller.abort(), idleTimeoutMs)
        for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
          if (aborted(controller)) return
          options.onEvent(event)
        }
      }
    } finally {
      clearTimeout(idle)
      controller.signal.removeEventListener('abort', stop)
      stop()
    }
  }

  // Read through functions: the flags change in callbacks, behind the compiler's back.
  const isClosed = () => closed
  const restartRequested = () => restartNow
  const loop = async () => {
    while (!isClosed()) {
      restartNow = false
      const controller = new AbortController()
      current = controller
      try {
        await readOnce(controller)
      } catch {
        // Network errors, aborts and bad answers all end in a reconnect below.
      }
      if (isClosed()) return
      // A token change reconnects at once; anything else waits, longer each time.
      if (!restartRequested()) await sleep(backoffDelay(attempt))
      attempt = restartRequested() ? 0 : attempt + 1
    }
  }
  void loop()

  return {
    close() {
      closed = true
      unsubscribe()
      current?.abort()
      wake?.()
    },
  }
}

type Listener = (data: string) => void
const listeners = new Map<string, Set<Listener>>()

/** publishLiveEvent hands event to everyone listening for its name. */
export function publishLiveEvent(event: LiveEvent): void {
  for (const listener of listeners.get(event.event) ?? []) listener(event.data)
}

/** subscribeLiveEvent listens for events named name (e.g. 'flags.updated'); it returns the unsubscribe. */
export function subscribeLiveEvent(name: string, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set<Listener>()
  listeners.set(name, set)
  set.add(listener)
  return () => {
    set.delete(listener)
  }
}

/** useLiveEventStream keeps one connection to /api/events open while enabled, publishing what it receives. */
export function useLiveEventStream(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const connection = connectLiveEvents({ url: '/api/events', onEvent: publishLiveEvent })
    return () => connection.close()
  }, [enabled])
}

/** useLiveEvent calls onData with the data of every event named name, while mounted. */
export function useLiveEvent(name: string, onData: Listener): void {
  const latest = useRef(onData)
  useEffect(() => {
    latest.current = onData
  })
  useEffect(() => subscribeLiveEvent(name, (data) => latest.current(data)), [name])
}
