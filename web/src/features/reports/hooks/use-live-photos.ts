import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'

import { useLiveEvent } from '@/lib/live-events'
import { photoState } from '@/lib/report-schema'
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

/** recheckEvery is how often the lists are read again while a photo shown is still processing. */
export const recheckEvery = 4000

function shownReports(queryClient: QueryClient) {
  return queryClient
    .getQueriesData<InfiniteData<ReportPage>>({ queryKey: reportKeys.mine() })
    .flatMap(([, list]) => list?.pages.flatMap((page) => page.items) ?? [])
}

/**
 * useLivePhotos refreshes the user's report lists when the server says a
 * photo of one of the reports shown finished processing
 * (report.photo_processed), so that the photo replaces its placeholder
 * without a reload. An event sent before the page's stream was open is
 * missed: while a photo shown is still processing, the lists are also read
 * again every few seconds.
 */
export function useLivePhotos(): void {
  const queryClient = useQueryClient()
  const onProcessed = useCallback(
    (data: string) => {
      const id = eventReportId(data)
      if (!id) return
      if (shownReports(queryClient).some((r) => r.id === id)) void queryClient.invalidateQueries({ queryKey: reportKeys.mine() })
    },
    [queryClient],
  )
  useLiveEvent('report.photo_processed', onProcessed)
  useEffect(() => {
    const timer = window.setInterval(() => {
      const waiting = shownReports(queryClient).some((r) => r.photos.some((p) => photoState(p) === 'processing'))
      if (waiting) void queryClient.invalidateQueries({ queryKey: reportKeys.mine() })
    }, recheckEvery)
    return () => window.clearInterval(timer)
  }, [queryClient])
}
