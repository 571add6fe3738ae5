import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { languages } from '@/config/languages'
import { defaultNamespaces } from '@/lib/i18n'

import { everyPage, firstLoads, firstPages } from './first-loads'
import { routePatterns } from './paths'

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const localesDir = join(webDir, 'public/locales')

// The server reads first-loads.json as it is (internal/webhost): each route
// must be the app's, each namespace a file in every language.
describe('firstLoads', () => {
  it('names routes of the app', () => {
    const routes = routePatterns()
    for (const load of firstLoads) if (load.path !== '/:lang/*') expect(routes, load.path).toContain(load.path)
  })

  it("names pages' code of firstPages, modules of the app", () => {
    for (const load of firstLoads) for (const page of [load.page, load.leaflet]) if (page) expect(Object.keys(firstPages), load.path).toContain(page)
    for (const [page, sources] of Object.entries(firstPages)) {
      expect(sources.length, page).toBeGreaterThan(0)
      for (const source of sources) expect(existsSync(join(webDir, source)), `${page}: ${source}`).toBe(true)
    }
  })

  it('names translation files that exist in every language', () => {
    for (const ns of [...everyPage.namespaces, ...firstLoads.flatMap((load) => load.namespaces ?? [])]) {
      for (const lng of languages) expect(existsSync(join(localesDir, lng, `${ns}.json`)), `${lng}/${ns}.json`).toBe(true)
    }
  })

  it('loads on every page what the app loads at start', () => {
    expect(everyPage.namespaces).toEqual([...defaultNamespaces])
  })

  it('puts the catch-all of the pages with a language after their own routes', () => {
    const catchAll = firstLoads.findIndex((load) => load.path === '/:lang/*')
    expect(firstLoads.slice(catchAll + 1).every((load) => !load.path.startsWith('/:lang'))).toBe(true)
  })
})
