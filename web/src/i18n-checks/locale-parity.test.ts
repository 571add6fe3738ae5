import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { languages } from '@/config/languages'

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../public/locales')

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** flatten maps every leaf of a locale file to its dotted key. */
function flatten(value: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else {
    out.set(prefix, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return out
}

function load(lng: string, file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8')) as Json)
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

const [reference, ...others] = languages
const namespaces = readdirSync(join(localesDir, reference)).filter((file) => file.endsWith('.json'))

describe('locale files', () => {
  it('have the same namespace files in every language', () => {
    expect(namespaces.length).toBeGreaterThan(0)
    for (const lng of others) {
      const files = readdirSync(join(localesDir, lng)).filter((file) => file.endsWith('.json'))
      expect(files.sort(), `namespace files of ${lng}`).toEqual([...namespaces].sort())
    }
  })

  for (const file of namespaces) {
    for (const lng of others) {
      it(`${lng}/${file} has exactly the keys of ${reference}/${file}`, () => {
        const base = load(reference, file)
        const other = load(lng, file)
        const missing = [...base.keys()].filter((key) => !other.has(key))
        const extra = [...other.keys()].filter((key) => !base.has(key))
        expect(missing, `keys missing in ${lng}/${file}`).toEqual([])
        expect(extra, `keys missing in ${reference}/${file}`).toEqual([])
      })

      it(`${lng}/${file} has no empty texts and the same {{variables}}`, () => {
        const base = load(reference, file)
        for (const [key, text] of load(lng, file)) {
          expect(text.trim(), `${lng}/${file} ${key}`).not.toBe('')
          expect(variables(text), `${lng}/${file} ${key}`).toEqual(variables(base.get(key) ?? ''))
        }
      })
    }
  }
})
