import { parseUser, type User } from '@/lib/user-schema'

import { rememberedChoice } from './remember-me'

const key = 'vecino.offlineUser'

// A remembered session (its cookies outlive the browser) keeps the user in
// localStorage, so that the installed app opens offline; any other keeps it
// for the tab only, which a reload keeps.
const storages = (): [Storage, Storage] => [window.localStorage, window.sessionStorage]

/**
 * keepOfflineUser keeps the signed-in user (the profile the server sent,
 * never a token) in the browser, so that a page opened without a connection
 * can still show the report form and the reports waiting in My Violations
 * (AuthProvider); the session itself is checked again once the connection
 * returns.
 */
export function keepOfflineUser(user: User): void {
  try {
    const [local, tab] = storages()
    const [kept, other] = rememberedChoice() ? [local, tab] : [tab, local]
    kept.setItem(key, JSON.stringify(user))
    other.removeItem(key)
  } catch {
    // Storage may be forbidden (private browsing): offline, the app then waits for the connection.
  }
}

/** offlineUser is the user keepOfflineUser kept, or null. */
export function offlineUser(): User | null {
  try {
    for (const storage of storages()) {
      const text = storage.getItem(key)
      if (text) return parseUser(JSON.parse(text))
    }
  } catch {
    // A bad or unreadable entry is no user.
  }
  return null
}

/** forgetOfflineUser removes the kept user: on sign-out, and when the server refuses the session. */
export function forgetOfflineUser(): void {
  try {
    for (const storage of storages()) storage.removeItem(key)
  } catch {
    // Nothing could have been kept.
  }
}
