import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'

import { useLiveEvent } from '@/lib/live-events'
import { isRecord } from '@/lib/utils'

import { askablePositions, reviewKeys, staleAfterMove } from '../api/query-keys'

function eventReportId(data: string): string | null {
  try {
    const parsed: unknown = JSON.parse(data)
    return isRecord(parsed) && typeof parsed.id === 'string' ? parsed.id : null
  } catch {
    return null
  }
}

const reportPrefix = reviewKeys.reports()

/**
 * useLiveReview keeps the review pages current from the server's events
 * (report.created, report.status_changed): queues, counters and lists
 * refresh; report.photo_processed, report.photo_edited and
 * report.photos_checked refresh the report whose photos they are. Otherwise
 * the report on screen is not swapped under the user's hands: the hook says
 * once it was changed by someone, so the page can offer a reload (acting on
 * it then answers 409, which the actions explain).
 */
export function useLiveReview(currentId?: string): { changed: boolean; clear: () => void } {
  const queryClient = useQueryClient()
  const [changed, setChanged] = useState(false)
  const onEvent = useCallback(
    (data: string) => {
      const id = eventReportId(data)
      const stillValid = staleAfterMove(id)
      const askable = askablePositions(queryClient)
      void queryClient.invalidateQueries({
        queryKey: reviewKeys.all,
        predicate: (query) => stillValid(query) && askable(query) && !reportPrefix.every((part, i) => query.queryKey[i] === part),
      })
      if (currentId && id === currentId) setChanged(true)
    },
    [currentId, queryClient],
  )
  // A photo finished processing (or staff edited one, or checked them): its report shows
  // the new public copy or the check at once; only the photos part changes under the user's hands.
  const onPhoto = useCallback(
    (data: string) => {
      const id = eventReportId(data)
      if (!id) return
      void queryClient.invalidateQueries({ queryKey: reviewKeys.report(id) })
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'duplicates'] })
    },
    [queryClient],
  )
  useLiveEvent('report.status_changed', onEvent)
  useLiveEvent('report.created', onEvent)
  useLiveEvent('report.photo_processed', onPhoto)
  useLiveEvent('report.photo_edited', onPhoto)
  useLiveEvent('report.photos_checked', onPhoto)
  // Shared work: a claim taken or given back, a note added (the report's history is under its key).
  useLiveEvent('report.claimed', onPhoto)
  useLiveEvent('report.note_added', onPhoto)
  const clear = useCallback(() => setChanged(false), [])
  return { changed, clear }
}
