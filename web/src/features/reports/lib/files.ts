/** File limits of docs/PRODUCT.md §7, checked in the browser before the server checks them again. */
export const maxFiles = 5
export const maxFileBytes = 10 * 1024 * 1024
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const
/** HEIC and HEIF photos (iPhones') by their name: some browsers give them no type at all. */
export const heifExtensions = ['.heic', '.heif'] as const
export const pdfType = 'application/pdf'

export type FileProblem = 'unsupported_type' | 'too_large' | 'unreadable'

export function isImage(file: File): boolean {
  if ((imageTypes as readonly string[]).includes(file.type)) return true
  return (file.type === '' || file.type === 'application/octet-stream') && /\.hei[cf]$/i.test(file.name)
}

/**
 * isShown reports whether a browser can show a chosen file as a picture: a
 * photo other than HEIC or HEIF (which most browsers cannot draw).
 */
export function isShown(file: File): boolean {
  return isImage(file) && !/^image\/hei[cf]$/.test(file.type) && !/\.hei[cf]$/i.test(file.name)
}

/** fileProblem says why file cannot be sent, or null when it can. */
export function fileProblem(file: File, allowPdf: boolean): FileProblem | null {
  if (!isImage(file) && !(allowPdf && file.type === pdfType)) return 'unsupported_type'
  if (file.size > maxFileBytes) return 'too_large'
  return null
}

/**
 * sniffType names a file's type from its first bytes (the magic numbers of
 * JPEG, PNG, WebP, HEIC and PDF), as the server does: the name and the
 * browser's guess from it prove nothing. null when the bytes are none of these.
 */
export async function sniffType(file: Blob): Promise<string | null> {
  const b = new Uint8Array(await readBytes(file.slice(0, 64)))
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to))
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg'
  if (b[0] === 0x89 && ascii(1, 4) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'image/png'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (isHeif(b)) return 'image/heic'
  if (ascii(0, 5) === '%PDF-') return pdfType
  return null
}

const hevcBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'])
const av1Brands = new Set(['avif', 'avis'])

/**
 * isHeif reports whether b starts with an ISO BMFF ftyp box naming a HEIF
 * brand the server decodes (HEVC, or generic HEIF other than AVIF), as the
 * server's imaging.Sniff does; a video's ftyp is not one.
 */
function isHeif(b: Uint8Array): boolean {
  const ascii = (from: number) => String.fromCharCode(...b.subarray(from, from + 4))
  if (b.length < 16 || ascii(4) !== 'ftyp') return false
  // The box's size: its first four bytes, big-endian.
  const size = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(0)
  if (size < 16) return false
  const brands = [ascii(8)]
  for (let i = 16; i + 4 <= Math.min(size, b.length); i += 4) brands.push(ascii(i))
  const hevc = brands.some((x) => hevcBrands.has(x))
  const generic = brands.some((x) => x === 'mif1' || x === 'msf1')
  return hevc || (generic && !brands.some((x) => av1Brands.has(x)))
}

/** readBytes reads a file or a slice of one (FileReader: jsdom's Blob has no arrayBuffer()). */
export function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      if (reader.result instanceof ArrayBuffer) resolve(reader.result)
      else reject(new Error('not an ArrayBuffer'))
    }
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'))
    reader.readAsArrayBuffer(file)
  })
}

/**
 * checkFile is fileProblem with the file's bytes read: a text file named
 * .jpg is refused as soon as it is chosen, not only by the server on submit.
 */
export async function checkFile(file: File, allowPdf: boolean): Promise<FileProblem | null> {
  const problem = fileProblem(file, allowPdf)
  if (problem) return problem
  let sniffed: string | null
  try {
    sniffed = await sniffType(file)
  } catch {
    return 'unreadable'
  }
  if (!sniffed || (sniffed === pdfType && !allowPdf)) return 'unsupported_type'
  return null
}

/** acceptList is the input's accept attribute. */
export function acceptList(allowPdf: boolean): string {
  return [...imageTypes, ...heifExtensions, ...(allowPdf ? [pdfType] : [])].join(',')
}

