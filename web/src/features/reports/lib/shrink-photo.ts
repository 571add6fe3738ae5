/** Photos kept in the offline queue are at most this many pixels on their longer side. */
export const queuedPhotoSide = 2048

/** shrinkable reports whether a file is a photo worth shrinking before it is queued. */
export function shrinkable(file: Blob): boolean {
  return /^image\/(jpeg|png|webp)$/.test(file.type) && file.size > 800_000
}

/** shrunkSize fits width × height within side pixels, keeping the proportions. */
export function shrunkSize(width: number, height: number, side = queuedPhotoSide): { width: number; height: number } {
  const scale = Math.min(1, side / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * shrinkPhoto re-encodes a large photo as a JPEG of at most 2048 px, so that
 * the offline queue stays small (the server makes its own copies anyway).
 * The photo's EXIF goes with it: the caller keeps the location it needs. Any
 * failure keeps the original file.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!shrinkable(file) || typeof createImageBitmap !== 'function') return file
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    const size = shrunkSize(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/jpeg', 0.85)
    })
    if (!blob || blob.size >= file.size) return file
    return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' })
  } catch {
    return file
  }
}
