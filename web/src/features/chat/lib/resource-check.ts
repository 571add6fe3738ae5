import type { OwnerResource } from '../api/owner-resources'

/** ResourceErrors maps "resources.{index}.{field}" to a field code, as the server's 400 does. */
export type ResourceErrors = Record<string, string>

export const resourceFields = ['name', 'description_en', 'description_es', 'phone', 'web', 'languages', 'types'] as const
export type ResourceField = (typeof resourceFields)[number]

export const fieldKey = (index: number, field: ResourceField) => `resources.${index}.${field}`

// Counted in code points, as the server counts runes.
const length = (s: string) => Array.from(s).length

function isWebAddress(value: string): boolean {
  try {
    const u = new URL(value)
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.host !== '' && value.length <= 300
  } catch {
    return false
  }
}

/**
 * checkResources applies the server's rules (internal/chat.Check) before a
 * save, so the owner sees every problem at once without a round trip; the
 * server checks again.
 */
export function checkResources(resources: OwnerResource[]): ResourceErrors {
  const errors: ResourceErrors = {}
  resources.forEach((r, i) => {
    const bad = (field: ResourceField, code: string) => {
      errors[fieldKey(i, field)] ??= code
    }
    const name = r.name.trim()
    if (!name) bad('name', 'required')
    else if (length(name) > 200) bad('name', 'too_long')
    for (const [field, text] of [['description_en', r.description.en], ['description_es', r.description.es]] as const) {
      if (!text.trim()) bad(field, 'required')
      else if (length(text) > 500) bad(field, 'too_long')
    }
    const phone = r.phone?.trim() ?? ''
    const web = r.web?.trim() ?? ''
    if (!phone && !web) bad('phone', 'required')
    if (phone.length > 40) bad('phone', 'too_long')
    if (web && !isWebAddress(web)) bad('web', 'invalid_format')
    if (r.languages.length === 0) bad('languages', 'required')
    if (r.languages.some((l) => l.length < 2 || l.length > 10)) bad('languages', 'invalid_format')
  })
  return errors
}

/** parseLanguages reads "en, es zh" as ['en', 'es', 'zh']. */
export function parseLanguages(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean)
}
