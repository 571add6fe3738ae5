const pad = (n: number) => String(n).padStart(2, '0')

/** toDateInput formats date for <input type="date"> in local time: "2025-03-14". */
export function toDateInput(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** toDateTimeInput formats date for <input type="datetime-local"> in local time: "2025-03-14T08:30". */
export function toDateTimeInput(date: Date): string {
  return `${toDateInput(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** parseLocalInput reads a date or datetime-local value as local time; null when empty or invalid. */
export function parseLocalInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value.trim())
  if (!match) return null
  const [y, mo, d, h, mi] = match.slice(1).map((part) => (part ? Number(part) : 0))
  const date = new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0)
  return Number.isNaN(date.getTime()) ? null : date
}

/** toRfc3339 is the UTC RFC 3339 form the API takes, to the second: "2025-03-14T12:30:00Z". */
export function toRfc3339(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}
