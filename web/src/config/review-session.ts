/**
 * The review pages remember the last violation opened in screening and in
 * pending review, for this browser tab only (docs/PRODUCT.md §5); the sidebar's
 * Screening and Pending links go back to it with ?id=.
 */
export const lastScreeningIdKey = 'vecino.lastScreeningId'
export const lastPendingIdKey = 'vecino.lastPendingId'

/** readSessionValue reads sessionStorage[key], or undefined when unset or storage is unavailable. */
export function readSessionValue(key: string): string | undefined {
  try {
    return window.sessionStorage.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}
