import { useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useCallback } from 'react'

import { useLiveEvent } from '@/lib/live-events'
import { isRecord } from '@/lib/utils'

import { reportKeys } from '../api/query-keys'
import type { ReportPage } from '../api/report-schema'

function eventReportId(data: string): string | null {
  try {
    const parsed: unknown = JSON.parse(data)
    return isRecord(parsed) && typeof parsed.id === 'string' ? parsed.id : null
  } catch {
    return null
  }
}

/**
 * useLivePhotos refreshes the user's report lists when the server says a
 * photo of one of the reports shown finished processing
 * (report.photo_processed), so that the photo replaces its placeholder
 * without a reload.
 */
export function useLivePhotos(): void {
  const queryClient = useQueryClient()
  const onProcessed = useCallback(
    (data: string) => {
      const id = eventReportId(data)
      if (!id) return
      const lists = queryClient.getQueriesData<InfiniteData<ReportPage>>({ queryKey: reportKeys.mine() })
      const shown = lists.some(([, list]) => list?.pages.some((page) => page.items.some((r) => r.id === id)))
      if (shown) void queryClient.invalidateQueries({ queryKey: reportKeys.mine() })
    },
    [queryClient],
  )
  useLiveEvent('report.photo_processed', onProcessed)
}
