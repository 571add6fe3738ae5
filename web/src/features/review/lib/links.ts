import { paths } from '@/config/paths'
import { actsAs } from '@/lib/reviewer-powers'

import type { Status } from '../api/schemas'

const d = paths.dashboard

/**
 * staffHref is where staff with roles open a report in status: the queue
 * page for an item of their own queue, the approved detail for approved
 * reports, else the read-only detail (reporter admins); null when none of
 * these pages is open to them.
 */
export function staffHref(report: { id: string; status: Status }, roles: readonly string[]): string | null {
  if (report.status === 'screening' && roles.includes('reporter_admin')) return d.admin.screening.getHref(report.id)
  if (report.status === 'pending' && actsAs(roles, 'reviewer')) return d.review.pending.getHref(report.id)
  if (report.status === 'approved') return d.approvedViolation.getHref(report.id)
  if (roles.includes('reporter_admin')) return d.admin.violation.getHref(report.id)
  return null
}
