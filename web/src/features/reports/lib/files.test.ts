import { describe, expect, it } from 'vitest'

import { acceptList, checkFile, isImage, sniffType } from './files'

/** ftyp builds the start of an ISO BMFF file: an ftyp box, then a meta box header. */
function ftyp(major: string, ...compat: string[]): Uint8Array<ArrayBuffer> {
  const size = 16 + 4 * compat.length
  const text = `ftyp${major}\0\0\0\0${compat.join('')}\0\0\0\x08meta`
  const out = new Uint8Array(4 + text.length)
  new DataView(out.buffer).setUint32(0, size)
  for (let i = 0; i < text.length; i++) out[4 + i] = text.charCodeAt(i)
  return out
}

describe('HEIC photos', () => {
  const heic = ftyp('heic', 'mif1', 'heic', 'miaf')

  it('are sniffed from their ftyp brands, as the server does', async () => {
    expect(await sniffType(new Blob([heic]))).toBe('image/heic')
    expect(await sniffType(new Blob([ftyp('mif1', 'mif1', 'heic')]))).toBe('image/heic')
    expect(await sniffType(new Blob([ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41')]))).toBeNull()
    expect(await sniffType(new Blob([ftyp('avif', 'mif1', 'avif', 'miaf')]))).toBeNull()
  })

  it('are accepted with their type, or with none and a .heic or .heif name', async () => {
    for (const file of [
      new File([heic], 'IMG_0001.HEIC', { type: 'image/heic' }),
      new File([heic], 'IMG_0002.heif', { type: 'image/heif' }),
      new File([heic], 'IMG_0003.heic', { type: '' }),
    ]) {
      expect(isImage(file)).toBe(true)
      expect(await checkFile(file, false)).toBeNull()
    }
    expect(await checkFile(new File([heic], 'notes.txt', { type: '' }), false)).toBe('unsupported_type')
    expect(await checkFile(new File(['<html>'], 'fake.heic', { type: 'image/heic' }), false)).toBe('unsupported_type')
  })

  it('can be chosen in the file dialog', () => {
    expect(acceptList(false).split(',')).toEqual(expect.arrayContaining(['image/heic', 'image/heif', '.heic', '.heif']))
  })
})
