import { createStore, del, set, values, type UseStore } from 'idb-keyval'

/** QueuedFile is a photo or document kept with a queued report. */
export type QueuedFile = { name: string; type: string; blob: Blob }

/**
 * QueuedReport is a report saved in this browser while there was no
 * connection. key is its Idempotency-Key: however many times it is sent,
 * the server stores it once.
 */
export type QueuedReport = {
  key: string
  userId: string
  category: string
  type: string
  queuedAt: string
  fields: [string, string][]
  files: QueuedFile[]
  /** error is the server's error code when it refused the report; it is then kept for the user to see and remove. */
  error?: string
}

export function isQueued(value: object): value is QueuedReport {
  return 'key' in value && 'files' in value
}

/** toQueued turns a report's multipart body into a queue entry. */
export function toQueued(body: FormData, key: string, userId: string, now: Date): QueuedReport {
  const fields: [string, string][] = []
  const files: QueuedFile[] = []
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') fields.push([name, value])
    else files.push({ name: value.name, type: value.type, blob: value })
  }
  const field = (name: string) => fields.find(([n]) => n === name)?.[1] ?? ''
  return { key, userId, category: field('category'), type: field('type'), queuedAt: now.toISOString(), fields, files }
}

/** toFormData is the multipart body to send a queue entry with, text fields first. */
export function toFormData(entry: QueuedReport): FormData {
  const body = new FormData()
  for (const [name, value] of entry.fields) body.append(name, value)
  for (const file of entry.files) body.append('photos', new File([file.blob], file.name, { type: file.type }), file.name)
  return body
}

/** newKey is a fresh Idempotency-Key (a UUID where the browser offers one). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

// One IndexedDB database per browser profile, opened on first use; entries
// carry their user's id, and only that user's are read or sent.
let store: UseStore | null = null
const queueStore = () => (store ??= createStore('vecino-offline', 'reports'))

export async function saveQueued(entry: QueuedReport): Promise<void> {
  await set(entry.key, entry, queueStore())
}

export async function removeQueued(key: string): Promise<void> {
  await del(key, queueStore())
}

/** queuedReports are userId's queued reports, oldest first. */
export async function queuedReports(userId: string): Promise<QueuedReport[]> {
  const all = await values<QueuedReport>(queueStore())
  return all.filter((e) => e.userId === userId).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))
}
