// The build-time renderer of the public pages (web/prerender.mjs runs it in
// jsdom after the app's build; docs/perf/first-load.md). It
// renders the app as a first visit sees it before any data has arrived,
// and returns the HTML of the page once it has settled.
import '@/lib/i18n'

import { createRoot } from 'react-dom/client'

import { App } from '@/app'
import { i18n, languageFromPath } from '@/lib/i18n'
import { showsPage } from '@/lib/prerendered'

/**
 * prerender returns the markup #root holds once the app shows path (whose
 * language is lang), and the page's title. With a slot (a CSS selector),
 * the page is a template: the first element the selector finds (what the
 * page shows while its data loads) becomes the comment <!--slot-->, which
 * the server fills with the data (internal/webhost/report_copy.go). The
 * element usersOwn selects (a CSS selector: what only the user's session
 * decides) is emptied. A path without a language prefix (the dashboard's)
 * is drawn in lang.
 */
export async function prerender(path: string, lang: string, slot?: string, usersOwn?: string): Promise<{ html: string; title: string }> {
  window.history.replaceState(null, '', path)
  if (!languageFromPath(path)) await i18n.changeLanguage(lang)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  root.render(<App />)
  try {
    await settled(container, lang, path)
    if (usersOwn) container.querySelector(usersOwn)?.replaceChildren()
    return { html: slot ? withSlot(container, slot, path) : container.innerHTML, title: document.title }
  } finally {
    root.unmount()
    container.remove()
  }
}

// settled waits for the page in its language, unchanged over a few polls.
async function settled(container: HTMLElement, lang: string, path: string): Promise<void> {
  let last = ''
  let same = 0
  for (let waited = 0; waited < 15_000; waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    const html = container.innerHTML
    const ready = showsPage(container) && i18n.resolvedLanguage === lang && window.location.pathname === path
    same = ready && html === last ? same + 1 : 0
    last = html
    if (same >= 4) return
  }
  throw new Error(`prerender: ${path} did not settle (it shows: ${container.textContent.slice(0, 200)})`)
}

// withSlot is container's markup with the element slot selects replaced by <!--slot-->.
function withSlot(container: HTMLElement, slot: string, path: string): string {
  const placeholder = container.querySelector(slot)
  if (!placeholder) throw new Error(`prerender: ${path} has no ${slot}`)
  placeholder.replaceWith(document.createComment('slot'))
  return container.innerHTML
}
