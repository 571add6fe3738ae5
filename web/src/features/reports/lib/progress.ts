import type { UploadProgress } from '../api/create-report'

/** fileFractions estimates how much of each file has been sent: the text fields go first, then the files in order. */
export function fileFractions(sizes: number[], progress: UploadProgress): number[] {
  const total = sizes.reduce((sum, n) => sum + n, 0)
  let start = Math.max(progress.total - total, 0)
  return sizes.map((size) => {
    const done = size === 0 ? 1 : (progress.loaded - start) / size
    start += size
    return Math.min(Math.max(done, 0), 1)
  })
}
