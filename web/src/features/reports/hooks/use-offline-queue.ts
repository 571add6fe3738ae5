import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

import { ApiError, getAccessToken, sessionUserId, subscribeAccessToken } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { createReport } from '../api/create-report'
import { invalidateMine, reportKeys } from '../api/query-keys'
import { queuedReports, removeQueued, saveQueued, toFormData } from '../lib/offline-queue'

/** useSessionUserId is the signed-in user's id, or null. */
export function useSessionUserId(): string | null {
  return useSyncExternalStore(subscribeAccessToken, sessionUserId)
}

/** useQueuedReports lists the signed-in user's reports kept in this browser, oldest first. */
export function useQueuedReports() {
  const userId = useSessionUserId()
  return useQuery({
    queryKey: reportKeys.queued(userId),
    queryFn: () => queuedReports(userId ?? ''),
    enabled: userId !== null,
    // Read from this browser, so offline too (queries otherwise pause offline).
    networkMode: 'always',
  })
}

// A server answer that will not change by sending again: the report is kept,
// marked with the error, for its author to see and remove.
function refused(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
}

let running: Promise<{ sent: number; refused: number }> | null = null

/**
 * sendQueued sends userId's queued reports, oldest first, each with its own
 * Idempotency-Key, and removes each once the server has it. It stops at the
 * first one that fails for want of a connection or a server, to try again
 * later; one run at a time.
 */
export function sendQueued(userId: string): Promise<{ sent: number; refused: number }> {
  running ??= (async () => {
    const outcome = { sent: 0, refused: 0 }
    try {
      for (const entry of await queuedReports(userId)) {
        if (entry.error) continue
        try {
          await createReport(toFormData(entry), { key: entry.key })
          await removeQueued(entry.key)
          outcome.sent++
        } catch (error) {
          if (!refused(error)) break
          await saveQueued({ ...entry, error: error.code })
          outcome.refused++
        }
      }
    } catch {
      // This browser's storage is unavailable: nothing to send.
    }
    return outcome
  })().finally(() => {
    running = null
  })
  return running
}

/**
 * OfflineReportSync sends the signed-in user's queued reports when the page
 * opens, when the connection returns, and every 30 seconds while online,
 * and says so when any were sent or refused. It renders nothing.
 */
export function OfflineReportSync() {
  const userId = useSessionUserId()
  // Opened offline, the session has no token until the connection returns and it is renewed: send then.
  const hasToken = useSyncExternalStore(subscribeAccessToken, () => getAccessToken() !== null)
  const queryClient = useQueryClient()
  const { t } = useTranslation('reports')
  useEffect(() => {
    if (!userId || !hasToken) return
    let active = true
    const run = async () => {
      if (!navigator.onLine) return
      const outcome = await sendQueued(userId)
      if (!active || outcome.sent + outcome.refused === 0) return
      void queryClient.invalidateQueries({ queryKey: reportKeys.queued(userId) })
      void invalidateMine(queryClient)
      if (outcome.sent > 0) toast.success(t('queued.sent', { count: outcome.sent }))
      if (outcome.refused > 0) toast.error(undefined, t('queued.refusedToast', { count: outcome.refused }))
    }
    const onOnline = () => void run()
    void run()
    window.addEventListener('online', onOnline)
    const timer = window.setInterval(onOnline, 30_000)
    return () => {
      active = false
      window.removeEventListener('online', onOnline)
      window.clearInterval(timer)
    }
  }, [userId, hasToken, queryClient, t])
  return null
}
