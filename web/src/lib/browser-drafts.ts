/**
 * Browser drafts are work a visitor has not sent yet (the renter-protection
 * conversation), kept in this browser's localStorage (every tab, and after
 * the browser is closed) for DRAFT_DAYS days from the last change, and never
 * on the server. Filing, "Forget my answers" and signing out forget them.
 */
const PREFIX = 'vecino.draft.'

/** DRAFT_DAYS is how long an untouched draft is kept (docs/guide.md). */
export const DRAFT_DAYS = 30
const maxAge = DRAFT_DAYS * 24 * 60 * 60 * 1000

type Stored = { savedAt: number; value: unknown }

function isStored(v: unknown): v is Stored {
  return typeof v === 'object' && v !== null && typeof (v as Stored).savedAt === 'number' && 'value' in v
}

/** readDraft returns the stored value of key, or null when absent, unreadable or older than DRAFT_DAYS (then it is removed). */
export function readDraft(key: string, now = Date.now()): unknown {
  try {
    const raw = window.localStorage.getItem(PREFIX + key)
    if (raw === null) return null
    const stored = JSON.parse(raw) as unknown
    if (!isStored(stored) || now - stored.savedAt > maxAge || stored.savedAt > now + maxAge) {
      window.localStorage.removeItem(PREFIX + key)
      return null
    }
    return stored.value
  } catch {
    return null
  }
}

/** writeDraft stores value under key; storage may be unavailable, then it lasts for the page only. */
export function writeDraft(key: string, value: unknown, now = Date.now()): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: now, value } satisfies Stored))
  } catch {
    // Private browsing may forbid storage.
  }
}

/** removeDraft forgets one draft. */
export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key)
  } catch {
    // Nothing stored.
  }
}

/** clearDrafts forgets every draft (at sign-out). */
export function clearDrafts(): void {
  try {
    const keys: string[] = []
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i)
      if (key?.startsWith(PREFIX)) keys.push(key)
    }
    for (const key of keys) window.localStorage.removeItem(key)
  } catch {
    // Nothing stored.
  }
}
