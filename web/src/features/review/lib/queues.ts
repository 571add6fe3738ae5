import { paths } from '@/config/paths'
import { lastPendingIdKey, lastScreeningIdKey, writeSessionValue } from '@/config/review-session'

import type { Status } from '../api/schemas'

/** Queue describes one of the two one-by-one review pages (docs/PRODUCT.md §5). */
export type Queue = {
  id: 'screening' | 'pending'
  status: Status
  /** href is the page with ?id=, or the base page without an id. */
  href: (id?: string) => string
  /** sessionKey remembers the last item opened, for the sidebar link (docs/PRODUCT.md §5). */
  sessionKey: string
  /** missingTimestampToast: docs/PRODUCT.md §14 names 'Cannot navigate: Missing timestamp' for screening only. */
  missingTimestampToast: boolean
}

export const queues = {
  screening: {
    id: 'screening',
    status: 'screening',
    href: (id) => paths.dashboard.admin.screening.getHref(id),
    sessionKey: lastScreeningIdKey,
    missingTimestampToast: true,
  },
  pending: {
    id: 'pending',
    status: 'pending',
    href: (id) => paths.dashboard.review.pending.getHref(id),
    sessionKey: lastPendingIdKey,
    missingTimestampToast: false,
  },
} as const satisfies Record<string, Queue>

/** rememberLastId keeps the queue's current id in session storage (this tab only). */
export function rememberLastId(queue: Queue, id: string): void {
  writeSessionValue(queue.sessionKey, id)
}
