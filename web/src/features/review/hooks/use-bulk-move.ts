import { useState } from 'react'

import { useCatalogNames } from '@/lib/report-labels'

import { useBulkTransition, type BulkResult } from '../api/bulk-transition'
import type { StaffReport } from '../api/schemas'
import type { BulkOutcome } from '../components/bulk-results'

// The server takes at most 100 reports per request.
const chunkSize = 100

/** useBulkMove forwards or rejects the chosen screening reports, 100 at a time, and keeps what happened to each. */
export function useBulkMove() {
  const bulk = useBulkTransition()
  const names = useCatalogNames()
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null)

  const run = async (action: BulkOutcome['action'], reports: StaffReport[], reason?: { reason: string; note: string }) => {
    const labels = Object.fromEntries(
      reports.map((r) => [r.id, [names.type(r.category, r.type), r.address].filter(Boolean).join(' · ')]),
    )
    const results: BulkResult = {}
    const ids = reports.map((r) => r.id)
    for (let i = 0; i < ids.length; i += chunkSize) {
      const part = await bulk.mutateAsync({
        ids: ids.slice(i, i + chunkSize),
        to: action === 'forward' ? 'pending' : 'rejected',
        expected_status: 'screening',
        reason_code: reason?.reason,
        note: reason?.note,
      })
      Object.assign(results, part)
    }
    setOutcome({ action, labels, results })
  }

  return { run, outcome, pending: bulk.isPending }
}
