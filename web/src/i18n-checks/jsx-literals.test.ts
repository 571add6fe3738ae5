import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { findLiterals } from './jsx-literals'

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : tsxFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

describe('user-visible text', () => {
  it('the scanner finds text, attribute and expression literals', () => {
    const sample = `export const A = () => (
      <div title="Hello" aria-label={'Close'} placeholder={\`Name\`}>
        Welcome {'back'} · {t('ok')}
        <img alt={t('logo')} />
      </div>
    )`
    expect(findLiterals('a.tsx', sample).map((l) => l.text)).toEqual(['Hello', "'Close'", '`Name`', 'Welcome', "'back'"])
  })

  it('comes from the locale files in every component', () => {
    const files = tsxFiles(srcDir)
    expect(files.length).toBeGreaterThan(10)
    const problems = files.flatMap((file) =>
      findLiterals(file, readFileSync(file, 'utf8')).map((l) => `${relative(srcDir, file)}:${l.line} ${l.text}`),
    )
    expect(problems).toEqual([])
  })
})
