import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import i18next from 'i18next'
import { describe, expect, it } from 'vitest'

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../public/locales')

type Json = string | { [key: string]: Json }

function leaves(value: Json, prefix = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([prefix, value])
  else for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out)
  return out
}

function load(lng: string, file: string): Json {
  return JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8')) as Json
}

const files = readdirSync(join(localesDir, 'es')).filter((f) => f.endsWith('.json'))

describe('strings with a count (Spanish agreement, docs/PRODUCT.md §9)', () => {
  // A {{count}} string without plural forms reads "1 reportes" or "1 elegidas"
  // in one of the two languages: every one goes through i18next's plurals.
  for (const lng of ['en', 'es']) {
    it(`${lng}: every {{count}} string is an i18next plural key with _one and _other`, () => {
      const bad: string[] = []
      for (const file of files) {
        const all = new Map(leaves(load(lng, file)))
        for (const [key, text] of all) {
          if (!text.includes('{{count}}')) continue
          const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
          if (base === key || !all.has(`${base}_one`) || !all.has(`${base}_other`)) bad.push(`${file} ${key}`)
        }
      }
      expect(bad).toEqual([])
    })
  }

  it('agrees in gender and number in Spanish', async () => {
    const i18n = i18next.createInstance()
    await i18n.init({
      lng: 'es',
      ns: ['reports', 'review'],
      resources: { es: { reports: load('es', 'reports.json'), review: load('es', 'review.json') } },
    })
    const t = i18n.getFixedT('es')
    expect(t('photos.count', { ns: 'reports', count: 0, max: 5 })).toBe('0 de 5 elegidas')
    expect(t('photos.count', { ns: 'reports', count: 1, max: 5 })).toBe('1 de 5 elegida')
    expect(t('photos.count', { ns: 'reports', count: 3, max: 5 })).toBe('3 de 5 elegidas')
    expect(t('photos.countFiles', { ns: 'reports', count: 0, max: 5 })).toBe('0 de 5 elegidos')
    expect(t('bulk.summary.forward', { ns: 'review', count: 1, total: 2 })).toBe('Se envió 1 de 2 a revisión')
    expect(t('bulk.summary.reject', { ns: 'review', count: 2, total: 2 })).toBe('Se rechazaron 2 de 2')
    expect(t('home.published', { ns: 'review', count: 4 })).toBe('4 publicados')
  })
})
