import type { PublicReport } from '@/features/public-record/api/schemas'

let n = 0

/** aPublicReport is an approved report as GET /api/public/reports returns it. */
export function aPublicReport(overrides: Partial<PublicReport> = {}): PublicReport {
  n += 1
  return {
    id: `pub${String(n)}`,
    category: 'road-infrastructure',
    type: 'pothole',
    description: 'A deep pothole in the right lane.',
    latitude: 40.7191,
    longitude: -74.0425,
    address: `${String(n)} Grove St`,
    occurred_at: '2025-03-14T08:30:00Z',
    uploaded_at: '2025-03-14T09:00:00Z',
    resolved: false,
    photos: [{ id: `ph${String(n)}`, url: `/media/ph${String(n)}/public`, thumbnail_url: `/media/ph${String(n)}/thumb`, content_type: 'image/jpeg' }],
    ...overrides,
  }
}
