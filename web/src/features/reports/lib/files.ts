/** File limits of PRODUCT.md §2, checked in the browser before the server checks them again. */
export const maxFiles = 5
export const maxFileBytes = 10 * 1024 * 1024
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
export const pdfType = 'application/pdf'

export type FileProblem = 'unsupported_type' | 'too_large'

export function isImage(file: File): boolean {
  return (imageTypes as readonly string[]).includes(file.type)
}

/** fileProblem says why file cannot be sent, or null when it can. */
export function fileProblem(file: File, allowPdf: boolean): FileProblem | null {
  if (!isImage(file) && !(allowPdf && file.type === pdfType)) return 'unsupported_type'
  if (file.size > maxFileBytes) return 'too_large'
  return null
}

/** acceptList is the input's accept attribute. */
export function acceptList(allowPdf: boolean): string {
  return [...imageTypes, ...(allowPdf ? [pdfType] : [])].join(',')
}

