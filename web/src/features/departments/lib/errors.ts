import type { ParseKeys } from 'i18next'

import { ApiError } from '@/lib/api-client'

type Key = ParseKeys<'departments'>

/** FormErrors are the translated problems of a refused department, by field. */
export type FormErrors = { name?: Key; emails?: Key; baseUrl?: Key; serviceCodes?: Key; form?: Key }

/** departmentErrors turns a refused save into translated field errors. */
export function departmentErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return { form: 'errors.generic' }
  if (error.code === 'network') return { form: 'errors.network' }
  const f = error.fields
  const out: FormErrors = {}
  if (f.name) out.name = 'errors.name'
  if (f.emails) out.emails = 'errors.emails'
  if (f['open311.base_url']) out.baseUrl = 'errors.baseUrl'
  if (f['open311.service_codes']) out.serviceCodes = 'errors.serviceCodes'
  if (Object.keys(out).length === 0) out.form = 'errors.generic'
  return out
}

/** parseCodes reads "type = code" lines; lines without "=" are dropped. */
export function parseCodes(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const at = line.indexOf('=')
    if (at < 0) continue
    const key = line.slice(0, at).trim()
    const value = line.slice(at + 1).trim()
    if (key) out[key] = value
  }
  return out
}

/** formatCodes writes service codes one "type = code" a line. */
export function formatCodes(codes: Record<string, string> | null): string {
  return Object.entries(codes ?? {})
    .map(([k, v]) => `${k} = ${v}`)
    .join('\n')
}
