import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { fakeEventStream } from '@/testing/event-stream'

import { backoffDelay, connectLiveEvents, type LiveEvent, SseParser } from './live-events'

describe('SseParser', () => {
  it('reads events split anywhere across chunks', () => {
    const text = 'event: flags.updated\ndata: {"a":true}\n\nevent: report.created\ndata: {"id":"r1"}\n\n'
    for (let cut = 1; cut < text.length; cut++) {
      const parser = new SseParser()
      const events = [...parser.feed(text.slice(0, cut)), ...parser.feed(text.slice(cut))]
      expect(events, `cut at ${String(cut)}`).toEqual([
        { event: 'flags.updated', data: '{"a":true}' },
        { event: 'report.created', data: '{"id":"r1"}' },
      ])
    }
  })

  it('skips heartbeat comments and gives nothing until an event is complete', () => {
    const parser = new SseParser()
    expect(parser.feed(': ping\n\n')).toEqual([])
    expect(parser.feed('event: flags.updated\ndata: {}')).toEqual([])
    expect(parser.feed('\n: ping\n')).toEqual([])
    expect(parser.feed('\n')).toEqual([{ event: 'flags.updated', data: '{}' }])
  })

  it('handles CRLF (even split between \\r and \\n), multi-line data and unnamed events', () => {
    const parser = new SseParser()
    expect(parser.feed('data: one\r')).toEqual([])
    expect(parser.feed('\ndata:two\r\n\r')).toEqual([])
    expect(parser.feed('\n')).toEqual([{ event: 'message', data: 'one\ntwo' }])
  })
})

describe('backoffDelay', () => {
  it('starts at 1 s, doubles, and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => backoffDelay(n))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
  })
})

const toRequest = (input: RequestInfo | URL, init?: RequestInit) =>
  new Request(new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost'), init)

function tokenSource(initial: string | null) {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set(next: string | null) {
      value = next
      for (const listener of listeners) listener()
    },
  }
}

describe('connectLiveEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reconnects after failures waiting 1 s, 2 s, 4 s … and resets after a successful connect', async () => {
    const stream = fakeEventStream()
    let failing = true
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      failing ? Promise.reject(new TypeError('offline')) : Promise.resolve(stream.handler(toRequest(input, init))),
    )
    const connection = connectLiveEvents({ url: '/api/events', onEvent: () => undefined, fetch: fetchMock, token: tokenSource('t1') })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    // Each retry comes only when its delay has passed.
    for (const [delay, calls] of [[1_000, 2], [2_000, 3], [4_000, 4]] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1)
      expect(fetchMock).toHaveBeenCalledTimes(calls - 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(fetchMock).toHaveBeenCalledTimes(calls)
    }

    failing = false
    await vi.advanceTimersByTimeAsync(8_000)
    expect(fetchMock).toHaveBeenCalledTimes(5)
    expect(stream.openCount()).toBe(1)

    // The server drops the stream: after a success the wait is back to 1 s, then 2 s.
    failing = true
    stream.end()
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchMock).toHaveBeenCalledTimes(5)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(6)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetchMock).toHaveBeenCalledTimes(7)

    connection.close()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(7)
  })

  it('sends the bearer token, delivers events and reconnects at once when the token changes', async () => {
    const stream = fakeEventStream()
    const token = tokenSource('t1')
    const events: LiveEvent[] = []
    const connection = connectLiveEvents({
      url: '/api/events',
      onEvent: (event) => events.push(event),
      fetch: (input, init) => Promise.resolve(stream.handler(toRequest(input, init))),
      token,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(stream.requests[0]?.headers.get('Authorization')).toBe('Bearer t1')
    expect(stream.requests[0]?.headers.get('Accept')).toBe('text/event-stream')

    stream.write('event: flags.updated\nda')
    stream.write('ta: {"x":true}\n\n: ping\n\n')
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toEqual([{ event: 'flags.updated', data: '{"x":true}' }])

    token.set('t2')
    await vi.advanceTimersByTimeAsync(0)
    expect(stream.requests).toHaveLength(2)
    expect(stream.requests[1]?.headers.get('Authorization')).toBe('Bearer t2')
    expect(stream.openCount()).toBe(1)

    connection.close()
    await vi.advanceTimersByTimeAsync(0)
    expect(stream.openCount()).toBe(0)
  })

  it('treats a silent stream as dead and reconnects', async () => {
    const stream = fakeEventStream()
    const connection = connectLiveEvents({
      url: '/api/events',
      onEvent: () => undefined,
      idleTimeoutMs: 60_000,
      fetch: (input, init) => Promise.resolve(stream.handler(toRequest(input, init))),
      token: tokenSource(null),
    })
    await vi.advanceTimersByTimeAsync(0)
    stream.write(': ping\n\n')
    await vi.advanceTimersByTimeAsync(59_000)
    expect(stream.requests).toHaveLength(1)
    // No byte for 60 s: the stream is dropped, and retried after 1 s.
    await vi.advanceTimersByTimeAsync(60_000 - 59_000 + 1_000)
    expect(stream.requests).toHaveLength(2)
    expect(stream.requests[0]?.headers.get('Authorization')).toBeNull()
    connection.close()
  })
})
