/**
 * Browser drafts are work a visitor has not sent yet (the renter-protection
 * conversation), kept in sessionStorage so that it survives signing in or up
 * in the same tab, and never on the server. Signing out forgets them all.
 */
const PREFIX = 'vecino.draft.'

/** readDraft returns the stored value of key, or null when absent or unreadable. */
export function readDraft(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key)
    return raw === null ? null : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

/** writeDraft stores value under key; storage may be unavailable, then it lasts for the page only. */
export function writeDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value))
  } catch {
    // Private browsing may forbid storage.
  }
}

/** removeDraft forgets one draft. */
export function removeDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key)
  } catch {
    // Nothing stored.
  }
}

/** clearDrafts forgets every draft (at sign-out). */
export function clearDrafts(): void {
  try {
    const keys: string[] = []
    for (let i = 0; i < window.sessionStorage.length; i++) {
      const key = window.sessionStorage.key(i)
      if (key?.startsWith(PREFIX)) keys.push(key)
    }
    for (const key of keys) window.sessionStorage.removeItem(key)
  } catch {
    // Nothing stored.
  }
}
