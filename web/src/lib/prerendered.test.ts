import { afterEach, describe, expect, it, vi } from 'vitest'

import { appContainer, pageShown } from './prerendered'
import { inNextTask } from './render-tasks'

function byId(id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new Error(`no #${id}`)
  return element
}

// A prerendered page as the server sends it: a heading, a field, the data pending.
function prerenderedRoot(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"><h1>Log in</h1><input name="email"><div role="status">Loading</div></div>'
  return byId('root')
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('appContainer', () => {
  it('is the root itself when the page was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>'
    const root = byId('root')
    expect(appContainer(root)).toBe(root)
    expect(root.hasAttribute('data-app')).toBe(true)
  })

  it('keeps the prerendered copy until the app shows the page, then takes its place', async () => {
    const copy = prerenderedRoot()
    const app = appContainer(copy)
    expect(app).not.toBe(copy)
    expect(app.style.visibility).toBe('hidden')

    // The app's own spinners while its code loads: the copy stays.
    app.innerHTML = '<div role="status"></div><div role="status"></div>'
    await flush()
    app.innerHTML = '<h1>Log in</h1><div role="status"></div><div role="status"></div>'
    await flush()
    expect(copy.isConnected).toBe(true)

    app.innerHTML = '<h1>Log in</h1><input name="email"><div role="status">Loading</div>'
    await flush()
    expect(copy.isConnected).toBe(false)
    expect(document.querySelectorAll('#root')).toHaveLength(1)
    expect(document.getElementById('root')).toBe(app)
    expect(app.getAttribute('style')).toBeNull()
    expect(app.hasAttribute('data-app')).toBe(true)
  })

  it('waits for the parts of the page that render a task later', async () => {
    const copy = prerenderedRoot()
    const app = appContainer(copy)
    let footer = ''
    inNextTask(() => {
      footer = '<footer></footer>'
    })
    app.innerHTML = '<h1>Log in</h1><input name="email"><div role="status">Loading</div>'
    await Promise.resolve()
    expect(copy.isConnected).toBe(true)
    await flush()
    app.insertAdjacentHTML('beforeend', footer)
    await flush()
    expect(copy.isConnected).toBe(false)
  })

  it('waits for the data marked as awaited, once the rest of the page is shown', async () => {
    const copy = prerenderedRoot()
    const app = appContainer(copy)
    app.innerHTML = '<h1>Log in</h1><select data-awaited disabled></select><div role="status">Loading</div>'
    await flush()
    expect(copy.isConnected).toBe(true)
    app.querySelector('select')?.removeAttribute('data-awaited')
    await flush()
    expect(copy.isConnected).toBe(false)
  })

  it('carries over what was typed into the copy and the focus', async () => {
    const copy = prerenderedRoot()
    const typed = copy.getElementsByTagName('input')[0] as HTMLInputElement
    typed.value = 'ana@example.com'
    typed.focus()
    const app = appContainer(copy)
    const input = document.createElement('input')
    input.name = 'email'
    const heard = vi.fn()
    input.addEventListener('input', heard)
    const heading = document.createElement('h1')
    app.append(heading, input)
    await flush()
    expect(input.value).toBe('ana@example.com')
    expect(heard).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(input)
  })

  it('sends a form the visitor sent in the copy once the app has taken over', async () => {
    document.body.innerHTML = '<div id="root"><h1>Log in</h1><form data-submitted><input name="email"></form></div>'
    const app = appContainer(byId('root'))
    const form = document.createElement('form')
    const sent = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', sent)
    app.append(document.createElement('h1'), form)
    await flush()
    expect(sent).toHaveBeenCalledTimes(1)
  })

  it('renames the copy\'s ids and their references, so the app rendering beside it repeats none', () => {
    document.body.innerHTML =
      '<div id="root"><a href="#main">Skip</a><main id="main"><h2 id="id-0">Title</h2><section aria-labelledby="id-0"><label for="f">F</label><input id="f" aria-describedby="f-hint f-error"><p id="f-hint">Hint</p></section></main></div>'
    const container = appContainer(byId('root'))
    container.innerHTML = '<main id="main"><h2 id="id-0">Title</h2></main>'
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(document.querySelector('#root a')?.getAttribute('href')).toBe('#copy-main')
    expect(document.querySelector('#root section')?.getAttribute('aria-labelledby')).toBe('copy-id-0')
    expect(document.querySelector('#root label')?.getAttribute('for')).toBe('copy-f')
    expect(document.querySelector('#root input')?.getAttribute('aria-describedby')).toBe('copy-f-hint copy-f-error')
  })

  it('gives up on the copy when the app never shows a page', () => {
    vi.useFakeTimers()
    try {
      const copy = prerenderedRoot()
      const app = appContainer(copy)
      app.innerHTML = '<p>Something went wrong</p>'
      vi.advanceTimersByTime(10_000)
      expect(copy.isConnected).toBe(false)
      expect(document.getElementById('root')).toBe(app)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('pageShown', () => {
  it('resolves once the app has taken the copy\'s place, not while the copy shows', async () => {
    const copy = prerenderedRoot()
    const app = appContainer(copy)
    let shown = false
    void pageShown(app).then(() => (shown = true))
    app.innerHTML = '<div role="status"></div>'
    await flush()
    expect(shown).toBe(false)

    app.innerHTML = '<h1>Log in</h1><input name="email"><div role="status">Loading</div>'
    await flush()
    expect(copy.isConnected).toBe(false)
    expect(shown).toBe(true)
  })

  it('resolves when the app, rendering into an empty root, shows a heading with no part pending', async () => {
    document.body.innerHTML = '<div id="root"></div>'
    const root = appContainer(byId('root'))
    let shown = false
    void pageShown(root).then(() => (shown = true))
    let rest = ''
    inNextTask(() => {
      rest = '<footer></footer>'
    })
    root.innerHTML = '<h1>My reports</h1>'
    await Promise.resolve()
    await Promise.resolve()
    expect(shown).toBe(false) // a part is still waiting for its task
    await flush()
    root.insertAdjacentHTML('beforeend', rest)
    await flush()
    expect(shown).toBe(true)
  })

  it('resolves after ten seconds when the app never shows a page', async () => {
    vi.useFakeTimers()
    try {
      document.body.innerHTML = '<div id="root"></div>'
      const root = appContainer(byId('root'))
      const shown = vi.fn()
      void pageShown(root).then(shown)
      root.innerHTML = '<p>Something went wrong</p>'
      await vi.advanceTimersByTimeAsync(9_999)
      expect(shown).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(shown).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
