import { useSyncExternalStore } from 'react'

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

const listeners = new Set<() => void>()
let version = 0

/**
 * writeSessionValue stores sessionStorage[key] and tells those that read it
 * (useSessionVersion): the page remembers its id after the sidebar has drawn
 * itself for the new location, so the sidebar must draw again or it would link
 * one report behind.
 */
export function writeSessionValue(key: string, value: string): void {
  try {
    if (window.sessionStorage.getItem(key) === value) return
    window.sessionStorage.setItem(key, value)
  } catch {
    // Storage may be unavailable (private mode); the sidebar then opens the first item.
    return
  }
  version++
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** useSessionVersion re-renders its component whenever writeSessionValue changes a value. */
export function useSessionVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  )
}
