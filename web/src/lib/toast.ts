import { i18n } from './i18n'

type Kind = 'success' | 'error'

async function show(kind: Kind, title: string, description?: string): Promise<void> {
  const { toast: sonner } = await import('sonner')
  // Spec §8: one toast at a time; a new toast replaces the one shown.
  sonner.dismiss()
  sonner[kind](title, { description })
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
}
