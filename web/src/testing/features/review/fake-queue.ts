import { apiError, json, server } from '@/testing/server'

import type { StaffReport, Status } from '@/features/review/api/schemas'

let n = 0

/** aStaffReport is a report as staff receive it, in screening unless overridden. */
export function aStaffReport(overrides: Partial<StaffReport> = {}): StaffReport {
  n += 1
  const id = overrides.id ?? `r${String(n)}`
  return {
    id,
    category: 'road-infrastructure',
    type: 'pothole',
    status: 'screening',
    description: 'A deep pothole in the right lane.',
    latitude: 40.7191,
    longitude: -74.0425,
    address: `${String(n)} Grove St`,
    occurred_at: '2025-03-14T08:30:00Z',
    uploaded_at: `2025-03-14T09:${String(n % 60).padStart(2, '0')}:00Z`,
    license_plate: 'ABC123',
    resolved: false,
    rejection: null,
    photos: [
      { id: `p${id}`, url: `/media/p${id}/public?sig=x`, thumbnail_url: `/media/p${id}/thumb?sig=x`, original_url: `/media/p${id}/original?sig=x`, content_type: 'image/jpeg' },
    ],
    reporter: { id: 'u9', name: 'Rosa Díaz' },
    ...overrides,
  }
}

/**
 * serveQueue fakes the review endpoints over reports (ordered by
 * uploaded_at): first, position, the report, its events and duplicates, and
 * transitions as a compare-and-set on the status. It returns the live list.
 */
export function serveQueue(reports: StaffReport[]) {
  const byTime = () => [...reports].sort((a, b) => a.uploaded_at.localeCompare(b.uploaded_at))
  const inStatus = (status: string | null) => byTime().filter((r) => r.status === status)
  server.use({
    'GET /api/reports/first': (req) => {
      const first = inStatus(new URL(req.url).searchParams.get('status'))[0]
      return first ? json(200, { id: first.id }) : apiError(404, 'not_found', 'empty')
    },
    'GET /api/reports/stats': () =>
      json(200, { queue: { screening: inStatus('screening').length, pending: inStatus('pending').length }, screened_this_week: 0, reviewed_this_week: 0, median_minutes_to_screen: null, median_minutes_to_review: null, resolved: 0 }),
  })
  for (const report of reports) {
    const base = `/api/reports/${report.id}`
    server.use({
      [`GET ${base}`]: () => json(200, report),
      [`GET ${base}/events`]: () => json(200, [{ id: `e${report.id}`, from: null, to: 'screening', created_at: report.uploaded_at }]),
      [`GET ${base}/duplicates`]: () => json(200, []),
      [`GET ${base}/position`]: (req) => {
        const list = inStatus(new URL(req.url).searchParams.get('status'))
        const i = list.findIndex((r) => r.id === report.id)
        if (i < 0) return apiError(404, 'not_found', 'not in status')
        return json(200, { position: i + 1, total: list.length, prev_id: list[i - 1]?.id ?? null, next_id: list[i + 1]?.id ?? null })
      },
      [`POST ${base}/transitions`]: async (req) => {
        const body = (await req.clone().json()) as { to: Status; expected_status: Status }
        if (body.expected_status !== report.status) return apiError(409, 'conflict', 'moved')
        report.status = body.to
        return json(200, report)
      },
    })
  }
  return reports
}
