import type { Handler } from './server'

/**
 * fakeEventStream serves GET /api/events in tests: every connection gets a
 * text/event-stream body that the test writes to with send(); connections
 * counts them, and the stream ends when the client aborts.
 */
export function fakeEventStream() {
  const encoder = new TextEncoder()
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>()
  const requests: Request[] = []

  const handler: Handler = (request) => {
    requests.push(request)
    let controller!: ReadableStreamDefaultController<Uint8Array>
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c
        open.add(c)
      },
      cancel() {
        open.delete(controller)
      },
    })
    request.signal.addEventListener('abort', () => {
      if (!open.delete(controller)) return
      try {
        controller.error(new DOMException('aborted', 'AbortError'))
      } catch {
        // Already closed.
      }
    })
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } })
  }

  return {
    handler,
    requests,
    /** openCount is the number of connections still open. */
    openCount: () => open.size,
    /** end closes every open connection from the server's side. */
    end() {
      for (const c of open) c.close()
      open.clear()
    },
    /** write sends raw text to every open connection. */
    write(text: string) {
      for (const c of open) c.enqueue(encoder.encode(text))
    },
    /** send sends one named event with JSON data to every open connection. */
    send(event: string, data: unknown) {
      this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    },
  }
}
