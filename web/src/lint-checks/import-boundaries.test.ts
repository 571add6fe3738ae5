import { ESLint } from 'eslint'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

import { importBoundaries } from '../../eslint.boundaries.js'

// The app's boundary rules on fixture sources, as ESLint runs them (the
// files named exist, so that imports resolve as in the app; the sources are
// what is checked, not the files' own text).
const eslint = new ESLint({
  cwd: path.resolve(fileURLToPath(import.meta.url), '../../..'),
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, importBoundaries],
})

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`)
}

describe('import boundaries (eslint-plugin-boundaries)', () => {
  it.each([
    ['a feature its own files, relatively', 'src/features/reports/pages/reporter-dashboard-page.tsx', "import { x } from '../lib/aria'"],
    ['a feature shared code by alias', 'src/features/reports/pages/reporter-dashboard-page.tsx', "import { Button } from '@/components/ui/button'\nimport { api } from '@/lib/api-client'"],
    ['a feature a package', 'src/features/reports/pages/reporter-dashboard-page.tsx', "import { useQuery } from '@tanstack/react-query'"],
    ['shared code shared code', 'src/lib/query-client.ts', "import { api } from './api-client'"],
    ['the app a feature', 'src/app/routes/index.ts', "import { x } from '@/features/reports'"],
  ])('lets %s be imported', async (_, file, code) => {
    expect(await problems(file, code)).toEqual([])
  })

  it.each([
    ['another feature, by a relative path', 'src/features/reports/pages/reporter-dashboard-page.tsx', "import { x } from '../../review/lib/errors'", 'Features never import each other'],
    ['another feature, re-exported', 'src/features/reports/index.ts', "export { x } from '../review/pages'", 'Features never import each other'],
    ['another feature, loaded lazily', 'src/features/reports/index.ts', "const m = import('../settings/pages')", 'Features never import each other'],
    ['another feature, by alias', 'src/features/reports/index.ts', "import { x } from '@/features/review/pages'", 'Features never import each other'],
    ['its own files by alias', 'src/features/reports/index.ts', "import { x } from '@/features/reports/pages/reporter-dashboard-page'", 'by relative paths'],
    ['the app, from a feature', 'src/features/reports/index.ts', "import { x } from '../../app/router'", 'Features never import the app'],
    ['a feature, from shared code', 'src/components/ui/button.tsx', "import { x } from '../../features/auth'", 'Shared code must not import'],
    ['the app, from shared code', 'src/lib/query-client.ts', "import { x } from '@/app/router'", 'Shared code must not import'],
  ])('reports %s', async (_, file, code, message) => {
    const found = await problems(file, code)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^boundaries\/dependencies: /)
    expect(found[0]).toContain(message)
  })
})
