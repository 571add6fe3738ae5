// The public pages come with their HTML drawn at build time (web/prerender.mjs,
// served into #root by the Go server), so that a phone shows the page before
// any script has run. The app then hydrates that copy (Preact's hydrate): it
// adopts the copy's elements and attaches its events, nothing is drawn
// again. While it draws the copy (at build time, and while hydrating), what
// is still loading suspends instead of showing a spinner (drawsCopy), so
// Preact keeps the copy's elements until the part can render; the build
// marks each such part's nodes with <!--$s--> comments (src/prerender.tsx).

import { createElement, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { i18n } from './i18n'

let hydratingNow = false
let drawn = false
let pending = 0

/** holdPart counts a part as pending (partsPending) until the function it returns is called. */
function holdPart(): () => void {
  pending++
  let held = true
  return () => {
    if (!held) return
    held = false
    pending--
  }
}

/** partsPending is how many parts the page waits for: lazy parts not loaded yet, copy renders not redrawn yet. */
export function partsPending(): number {
  return pending
}

/** nextTask resolves in a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * drawsCopy reports whether this render draws the prerendered copy: at build
 * time, or while the app hydrates it. A part whose data, code or session is
 * still loading then suspends (throws the promise) rather than render a
 * loading state the copy does not have.
 */
export function drawsCopy(): boolean {
  return import.meta.env.SSR || hydratingNow
}

/** hydrating reports whether the app is hydrating the prerendered copy (drawsCopy, in the browser only). */
export function hydrating(): boolean {
  return hydratingNow
}

/**
 * useCopyRender is true in a render that draws the prerendered copy, and
 * false from the next render on. What the build cannot know (the screen's
 * width, a cookie) waits for it: hydration adopts the copy as the build drew
 * it (Preact leaves an adopted element's attributes as they are), and the
 * next render changes what differs.
 */
export function useCopyRender(): boolean {
  const [copy, setCopy] = useState(drawsCopy)
  useEffect(() => {
    if (!copy) return
    const done = holdPart()
    const id = setTimeout(() => {
      done()
      setCopy(false)
    })
    return () => {
      clearTimeout(id)
      done()
    }
  }, [copy])
  return copy
}

/**
 * lazyPart is React's lazy for a part whose code loads on demand. At build
 * time the part suspends once in every render, loaded or not, so that every
 * prerendered copy marks the part's nodes (<!--$s-->) as the browser's
 * first render finds them: it always waits for the part's code there.
 * In the browser, the part counts as pending until it has loaded, and it
 * renders a task after its module was evaluated: a module that arrives
 * preloaded is evaluated as its import resolves, and its first render would
 * otherwise follow in the same long task (on a phone, a tap waits for both).
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  if (!import.meta.env.SSR) {
    // Until the part has rendered, it counts as pending: the app is not started (startApp).
    return lazy(async () => {
      const done = holdPart()
      try {
        const module = await load()
        await nextTask()
        return module
      } finally {
        setTimeout(done)
      }
    })
  }
  let Part: ComponentType<P> | undefined
  const rendered = new WeakSet<object>()
  return function PrerenderedPart(props: P) {
    if (!Part || !rendered.has(props)) {
      rendered.add(props)
      suspend(load().then((module) => void (Part = module.default)))
    }
    return createElement(Part, props)
  }
}

/**
 * suspend makes the render wait until promise has settled (Suspense's
 * protocol: the render throws a promise); a Suspense boundary above, or the
 * build's renderer, renders again then. A failure is left to whatever the
 * render reads (a query's error state).
 */
export function suspend(promise: Promise<unknown>): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- what Suspense catches is the promise
  throw promise.then(
    () => undefined,
    () => undefined,
  )
}

/**
 * prerenderTitle sets the page's title at build time, where no effect runs
 * (hooks/use-document-title.ts).
 */
export function prerenderTitle(title: string): void {
  document.title = title
}

/** pageDrawn is called once the route's page has rendered (app/routes/route-kit.tsx). */
export function pageDrawn(): void {
  drawn = true
}

let wholeAddress: string | null = null

/**
 * atCopyAddress readies the address for hydrating root's copy, before the
 * router reads it (main.tsx): a copy is drawn for its page's path alone, so
 * an address with a query (?signup=true, a filter) is hydrated without it,
 * and startApp then moves the app to the whole address (a render that
 * changes what differs).
 */
export function atCopyAddress(root: HTMLElement): void {
  if (!root.firstElementChild || !window.location.search) return
  wholeAddress = window.location.href
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash)
}

/** giveUpAfter is how long startApp waits for the page, at most, before it counts the app as started. */
const giveUpAfter = 10_000

/**
 * startApp renders app into root: it hydrates the prerendered copy root
 * holds, or renders afresh into an empty root. It resolves once the page has
 * rendered with no part waiting (partsPending), and marks root data-app
 * (the browser tests wait for it). What a visitor typed into the copy
 * before the app had taken it over is put back (a form's hydration sets its
 * fields to their defaults), and a form sent meanwhile is sent by the app
 * (the page's inline script held it back: internal/webhost/spa.go).
 */
export async function startApp(root: HTMLElement, app: ReactNode): Promise<void> {
  if (!root.firstElementChild) {
    root.dataset.app = ''
    createRoot(root).render(app)
    return shown()
  }
  hydratingNow = true
  // The page's translations, which its HTML preloads: a part that suspends
  // for them while hydrating would keep only its first element of the copy.
  const namespaces = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][href^="/locales/"]')].map((link) =>
    link.getAttribute('href')?.replace(/^\/locales\/[a-z]+\/|\.json$/g, ''),
  )
  const loading = i18n.loadNamespaces([...new Set(namespaces)].filter((ns) => ns !== undefined))
  const typed = new Map<string, string | boolean>()
  const keep = (field: EventTarget | null) => {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) typed.set(field.name, field.checked)
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field.name, field.value)
  }
  const fields = () => root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')
  for (const field of fields()) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) keep(field)
    } else if (field.value !== field.defaultValue) keep(field)
  }
  const onInput = (event: Event) => keep(event.target)
  root.addEventListener('input', onInput, true)
  await loading.catch(() => undefined) // a file that failed is the app's to report
  hydrateRoot(root, app)
  await shown()
  root.removeEventListener('input', onInput, true)
  hydratingNow = false
  for (const field of fields()) {
    const value = typed.get(field.name)
    // The field may show the value while the app's state does not know it: the events tell it.
    if (typeof value === 'boolean' && field instanceof HTMLInputElement) {
      if (field.checked !== value) field.click()
      else field.dispatchEvent(new Event('change', { bubbles: true }))
    } else if (typeof value === 'string') {
      field.value = value
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
  if (wholeAddress) {
    window.history.replaceState(window.history.state, '', wholeAddress)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }))
    await nextTask()
  }
  root.dataset.app = ''
  await nextTask() // the values put back have rendered
  for (const form of root.querySelectorAll('form[data-submitted]')) {
    form.removeAttribute('data-submitted')
    ;(form as HTMLFormElement).requestSubmit()
  }
}

// shown resolves once the page has rendered and no part waits for its
// task, checked a task at a time, or after giveUpAfter.
function shown(): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now()
    const check = () => {
      if ((drawn && partsPending() === 0) || Date.now() - started > giveUpAfter) resolve()
      else setTimeout(check, 20)
    }
    setTimeout(check, 0)
  })
}
