import { downloadBlob } from '@/lib/csv'

/** saveFile offers blob to the user as a download named filename. */
export function saveFile(filename: string, blob: Blob): void {
  downloadBlob(filename, blob)
}

/** leaveApp loads the public home page afresh, in lang: nothing of the ended session stays in memory. */
export function leaveApp(lang: string): void {
  window.location.replace(`/${lang}`)
}
