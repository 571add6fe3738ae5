// The build-time renderer of the public pages (web/prerender.mjs runs it in
// jsdom, whose window the app's modules read when they load, after the app's
// build; docs/ARCHITECTURE.md). Preact's own server renderer draws the app
// as a first visit's first render sees it: no effects run, so the page's
// data stays pending; what suspends (the configuration, a lazy page, a
// page's translations) is awaited, and marked with <!--$s--> comments that
// tell Preact's hydrate which nodes the part owns (main.tsx).
import '@/lib/i18n'

import { renderToStringAsync } from 'preact-render-to-string'

import { App } from '@/app'
import { i18n } from '@/lib/i18n'

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
  await i18n.changeLanguage(lang)
  document.title = ''
  const container = document.createElement('div')
  container.innerHTML = await renderToStringAsync(<App />)
  if (!container.querySelector('h1')) throw new Error(`prerender: ${path} shows no page (it shows: ${container.textContent.slice(0, 200)})`)
  if (usersOwn) container.querySelector(usersOwn)?.replaceChildren()
  if (slot) {
    const placeholder = container.querySelector(slot)
    if (!placeholder) throw new Error(`prerender: ${path} has no ${slot}`)
    placeholder.replaceWith(document.createComment('slot'))
  }
  return { html: container.innerHTML, title: document.title }
}
