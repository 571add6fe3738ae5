import { i18n } from './i18n'

type Kind = 'success' | 'error' | 'info'

// The Toaster mounts sonner only once a first toast is shown, so pages that
// never toast never download it; sonner replays the active toast when its
// Toaster subscribes.
let requested = false
const requestListeners = new Set<() => void>()

/** subscribeToastRequests tells the Toaster when the first toast is shown. */
export function subscribeToastRequests(listener: () => void): () => void {
  requestListeners.add(listener)
  return () => {
    requestListeners.delete(listener)
  }
}

/** toastRequested reports whether any toast has been shown yet. */
export function toastRequested(): boolean {
  return requested
}

async function show(kind: Kind, title: string, description?: string): Promise<void> {
  const { toast: sonner } = await import('sonner')
  // docs/PRODUCT.md §14: one toast at a time; a new toast replaces the one shown.
  sonner.dismiss()
  sonner[kind](title, { description })
  if (!requested) {
    requested = true
    for (const listener of requestListeners) listener()
  }
}

/**
 * toast shows a notification. Success toasts are titled 'Success' and
 * error toasts 'Error' (destructive style) unless a title is given.
 */
export const toast = {
  success(title?: string, description?: string): void {
    void show('success', title ?? i18n.t('toast.successTitle'), description)
  },
  error(title?: string, description?: string): void {
    void show('error', title ?? i18n.t('toast.errorTitle'), description)
  },
  /** info is a neutral notice (no Success/Error title), e.g. 'You are viewing the first violation'. */
  info(title: string, description?: string): void {
    void show('info', title, description)
  },
}
