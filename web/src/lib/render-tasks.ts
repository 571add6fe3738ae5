// A first load's render in tasks a phone's CPU gets through quickly. Preact
// renders a tree in one go: the app's first render (router, header, page,
// footer) was one task of half a second on a mid-range phone, during which
// the page takes no input (Lighthouse's total blocking time). Parts marked
// <Later> render one task after their parents instead, so that the browser
// can handle a tap between them. Only the first page view is split: once the
// visitor moves within the app, pages render whole (no part showing a task
// late under their eyes).

let splitting = true
let pending = 0

/** splitsRender reports whether parts marked Later still render a task late. */
export function splitsRender(): boolean {
  return splitting
}

/** renderWhole stops splitting renders (the first page view is over). */
export function renderWhole(): void {
  splitting = false
}

/** partsPending is how many parts marked Later are waiting for their task. */
export function partsPending(): number {
  return pending
}

/**
 * inNextTask runs fn in a task of its own, after the ones already queued,
 * and returns a function that cancels it. Until fn has run (or is
 * cancelled), partsPending counts it.
 */
export function inNextTask(fn: () => void): () => void {
  const finish = holdPart()
  const id = setTimeout(() => {
    finish()
    fn()
  }, 0)
  return () => {
    clearTimeout(id)
    finish()
  }
}

/** holdPart counts a part as pending (partsPending) until the function it returns is called. */
export function holdPart(): () => void {
  pending++
  let held = true
  return () => {
    if (held) {
      held = false
      pending--
    }
  }
}

/** nextTask resolves in a task of its own. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve))
}

/**
 * eachInTask runs each of steps in a task of its own, in order, after the
 * tasks already queued: work that starts a page's requests (route preloads)
 * then does not lengthen the render that asked for it.
 */
export function eachInTask(...steps: Array<() => void>): void {
  for (const step of steps) setTimeout(step, 0)
}

/**
 * apartFromLoad wraps a lazy part's loader so that, during the first page
 * view, the part renders a task after its module was evaluated: a module
 * that arrives preloaded is evaluated as its import resolves, and the part's
 * first render then followed in the same long task.
 */
export function apartFromLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const module = await load()
    if (splitting) await nextTask()
    return module
  }
}
