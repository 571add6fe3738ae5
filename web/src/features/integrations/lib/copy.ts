import { toast } from '@/lib/toast'

/** copyText puts text on the clipboard and says whether it worked. */
export async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(done)
  } catch {
    toast.error(failed)
  }
}
