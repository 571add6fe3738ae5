import type { OwnerUser } from '../api/list-users'

/** displayName is the user's full name, else first and last name, else null (the email then stands in). */
export function displayName(user: Pick<OwnerUser, 'full_name' | 'first_name' | 'last_name'>): string | null {
  const full = user.full_name.trim() || `${user.first_name} ${user.last_name}`.trim()
  return full || null
}

/** formatDateTime writes an RFC 3339 time in the reader's language, e.g. "Mar 4, 2026, 3:05 PM" or "4 mar 2026, 15:05". */
export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
