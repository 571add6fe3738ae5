// The public pages come with their HTML drawn at build time (web/prerender.mjs,
// served into #root by the Go server), so that a phone shows the page before
// any script has run. The app then renders beside that copy, hidden, and
// takes its place once it shows the page itself: new elements in place of
// old ones (nothing shifts), and no flash back to a spinner while the app's
// code, translations and configuration load.

import { partsPending } from './render-tasks'

/** giveUpAfter is how long the copy stays, and pageShown waits, if the app never shows the page (an error screen without a heading, say). */
const giveUpAfter = 10_000

/**
 * showsPage reports whether the app in container shows a page at least as
 * far along as the prerendered copy: it has a heading, no part waiting to
 * render (render-tasks.ts) and no more loading indicators than the copy has
 * (the copy was drawn with its data pending). An element marked
 * data-awaited is data the app waits for before it takes the copy's place
 * (what would move the page when it came); the build, which has no data,
 * draws the copy without waiting for it (no copy given).
 */
export function showsPage(container: ParentNode, copy?: ParentNode): boolean {
  if (!container.querySelector('h1') || partsPending() > 0) return false
  return !copy || (loading(container) <= loading(copy) && !container.querySelector('[data-awaited]'))
}

function loading(node: ParentNode): number {
  return node.querySelectorAll('[role="status"]').length
}

/**
 * appContainer is where the app renders: root itself when it is empty,
 * else a hidden element after it that replaces it once the app shows the
 * page (what a visitor typed in the copy's fields is carried over). It is
 * marked data-app: #root[data-app] is the app's (the browser tests wait for it).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  if (!root.firstElementChild) {
    root.dataset.app = ''
    return root
  }
  renameIds(root, 'copy-')
  const container = document.createElement('div')
  container.dataset.app = ''
  // Hidden (visibility only: with content-visibility:hidden too, Chromium
  // now and then kept the app hidden after the swap had removed the style,
  // on the map page, until a reload).
  container.style.cssText = 'position:absolute;top:0;left:0;width:100%;visibility:hidden'
  root.after(container)
  const swap = () => {
    observer.disconnect()
    clearTimeout(timer)
    const focused = document.activeElement
    root.remove()
    container.removeAttribute('style')
    container.id = root.id
    carryOver(root, container, focused)
  }
  const observer = new MutationObserver(() => {
    if (showsPage(container, root)) swap()
  })
  observer.observe(container, { childList: true, subtree: true, attributeFilter: ['data-awaited'] })
  const timer = setTimeout(swap, giveUpAfter)
  return container
}

/**
 * pageShown resolves once the app's container (appContainer) is the page's
 * #root and shows a page (a heading, no part waiting: showsPage), or after
 * giveUpAfter when it never does. What can wait until the visitor has the
 * page waits for it (main.tsx: the service worker's install).
 */
export function pageShown(container: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    const check = () => {
      if (container.id === 'root' && showsPage(container)) done()
    }
    const observer = new MutationObserver(check)
    observer.observe(container, { childList: true, subtree: true, attributeFilter: ['id'] })
    const timer = setTimeout(done, giveUpAfter)
    check()
  })
}

// The attributes that name other elements by id.
const idRefs = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-errormessage', 'aria-details', 'list', 'headers']

/**
 * renameIds prefixes every id of the copy, and every reference to one, so
 * that the app rendering beside it (hidden, the same page) does not repeat
 * its ids (main, each heading's) while both are in the document.
 */
export function renameIds(copy: HTMLElement, prefix: string) {
  for (const el of copy.querySelectorAll('[id]')) el.id = prefix + el.id
  for (const attr of idRefs) {
    for (const el of copy.querySelectorAll(`[${attr}]`)) {
      el.setAttribute(attr, (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean).map((id) => prefix + id).join(' '))
    }
  }
  for (const a of copy.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    if (a.getAttribute('href') !== '#') a.setAttribute('href', '#' + prefix + (a.getAttribute('href') ?? '').slice(1))
  }
}

// carryOver copies the values typed into the copy's named fields to the
// app's fields of the same name (an input event tells the app's forms),
// moves the focus to the same field, and sends the forms the visitor sent
// in the copy (the page's inline script held them back: spa.go).
function carryOver(from: HTMLElement, to: HTMLElement, focused: Element | null) {
  for (const field of from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    const target = to.querySelector<HTMLInputElement | HTMLTextAreaElement>(`${field.localName}[name="${CSS.escape(field.name)}"]`)
    if (!target) continue
    if (field === focused) target.focus()
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) target.click()
    } else if (field.value !== field.defaultValue) {
      target.value = field.value
      target.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
  const forms = to.querySelectorAll('form')
  from.querySelectorAll('form').forEach((form, i) => {
    if (form.hasAttribute('data-submitted')) forms[i]?.requestSubmit()
  })
}
