/** saveFile offers blob to the user as a download named filename. */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** leaveApp loads the public home page afresh, in lang: nothing of the ended session stays in memory. */
export function leaveApp(lang: string): void {
  window.location.replace(`/${lang}`)
}
