import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Report } from '@/features/reports/api/report-schema'

const e2eFixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../e2e/fixtures')

/** exifPhoto is the real JPEG the browser test uploads: EXIF GPS 40.7191, -74.0425, taken 2025-03-14 08:30 UTC. */
export function exifPhoto(name = 'pothole.jpg'): File {
  return new File([readFileSync(resolve(e2eFixtures, 'pothole-exif.jpg'))], name, { type: 'image/jpeg' })
}

/** plainPhoto is a file that starts like a JPEG (its magic bytes), without EXIF. */
export function plainPhoto(name = 'photo.jpg', size = 2048): File {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return new File([bytes], name, { type: 'image/jpeg' })
}

/** fakeJpeg is a text file named .jpg: the browser calls it image/jpeg from its name alone. */
export function fakeJpeg(name = 'notes.jpg'): File {
  return new File(['just some text, not a photo'], name, { type: 'image/jpeg' })
}

export function pdfFile(name = 'lease.pdf'): File {
  return new File([readFileSync(resolve(e2eFixtures, 'lease.pdf'))], name, { type: 'application/pdf' })
}

let n = 0

/** aReport is a report as the API returns it, in screening unless overridden. */
export function aReport(overrides: Partial<Report> = {}): Report {
  n += 1
  return {
    id: `r${String(n)}`,
    category: 'road-infrastructure',
    type: 'pothole',
    status: 'screening',
    description: 'A deep pothole in the right lane.',
    latitude: 40.7191,
    longitude: -74.0425,
    address: 'Grove St and Newark Ave',
    occurred_at: '2025-03-14T08:30:00Z',
    uploaded_at: '2025-03-14T09:00:00Z',
    rejection: null,
    photos: [{ id: `p${String(n)}`, url: '/media/p/public?sig=x', thumbnail_url: `/media/p${String(n)}/thumb?sig=x`, content_type: 'image/jpeg' }],
    ...overrides,
  }
}
