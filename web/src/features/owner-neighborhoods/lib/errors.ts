import type { ParseKeys } from 'i18next'

import { ApiError } from '@/lib/api-client'

type Key = ParseKeys<'neighborhoods'>

const problems = [
  'invalid_json', 'not_feature_collection', 'no_features', 'not_polygon', 'ring_not_closed', 'ring_too_short',
  'out_of_range', 'duplicate_name', 'required', 'too_long',
] as const
type Problem = (typeof problems)[number]
const fields = ['geometry', 'name_en', 'name_es'] as const
type Field = (typeof fields)[number]

/** ImportProblem is one line of a refused import: the whole file, or one feature's field. */
export type ImportProblem = { feature?: number; field?: Field; problem: Key }

const problemKey = (code: string): Key =>
  (problems as readonly string[]).includes(code) ? (`import.problems.${code as Problem}` as Key) : 'import.problems.generic'

/** importProblems turns a refused import into translated lines, in feature order. */
export function importProblems(error: unknown): ImportProblem[] {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return [{ problem: 'import.problems.generic' }]
  const out: ImportProblem[] = []
  for (const [key, code] of Object.entries(error.fields)) {
    const m = /^features\.(\d+)\.(\w+)$/.exec(key)
    const field = m?.[2] as Field | undefined
    if (m && field && (fields as readonly string[]).includes(field)) out.push({ feature: Number(m[1]) + 1, field, problem: problemKey(code) })
    else out.push({ problem: problemKey(code) })
  }
  return out.sort((a, b) => (a.feature ?? 0) - (b.feature ?? 0))
}

/** nameErrorKey translates a refused create or rename. */
export function nameErrorKey(error: unknown): Key {
  if (!(error instanceof ApiError)) return 'errors.generic'
  if (error.code === 'network') return 'errors.network'
  const code = error.fields.name_en ?? error.fields.name_es
  if (code === 'required' || code === 'too_long' || code === 'taken') return `errors.${code}`
  return 'errors.generic'
}
