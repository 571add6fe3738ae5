import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'

import { api, ApiError, getAccessToken, sessionUserId } from '@/lib/api-client'

import { createReport, type UploadProgress } from '../api/create-report'
import { invalidateMine, reportKeys } from '../api/query-keys'
import type { Report } from '../api/report-schema'
import { newKey, saveQueued, toQueued, type QueuedReport } from '../lib/offline-queue'
import { prepareForQueue } from '../lib/prepare-for-queue'

/** renewed reports whether the session now has another access token than token, renewing it if it can. */
async function renewed(token: string | null): Promise<boolean> {
  try {
    await api.get('/api/me')
  } catch {
    return false
  }
  return getAccessToken() !== token
}

/** isOffline reports whether an upload failed for want of a connection. */
export function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network'
}

/** UploadResult is the report the server stored, or the report kept in this browser to be sent later. */
export type UploadResult = Report | QueuedReport

/**
 * useReportUpload sends a report with progress and a cancel switch; the
 * upload is cancelled if the form goes away mid-way. Without a connection
 * (known before sending, or found when the upload fails) the report is kept
 * in this browser's offline queue, its photos shrunk, and sent later with
 * the same Idempotency-Key, so it is stored once however often it is sent.
 */
export function useReportUpload() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const queue = useCallback(
    async (body: FormData, key: string, cause: unknown): Promise<QueuedReport> => {
      const userId = sessionUserId()
      if (!userId) throw cause
      try {
        const entry = toQueued(await prepareForQueue(body), key, userId, new Date())
        await saveQueued(entry)
        void queryClient.invalidateQueries({ queryKey: reportKeys.queued(userId) })
        return entry
      } catch {
        throw cause // no room in this browser (private mode, quota): say the upload failed
      }
    },
    [queryClient],
  )

  const upload = useCallback(
    async (body: FormData): Promise<UploadResult> => {
      const key = newKey()
      if (!navigator.onLine) return queue(body, key, new ApiError({ code: 'network', status: 0, message: 'offline' }))
      const current = new AbortController()
      controller.current = current
      setProgress({ loaded: 0, total: 0 })
      try {
        const send = () => createReport(body, { signal: current.signal, onProgress: setProgress, key })
        const sentWith = getAccessToken()
        const report = await send().catch(async (error: unknown) => {
          // An access token that lapsed while the form was open (a phone put
          // to sleep): renew the session the way every API call does, then
          // send once more.
          if (!(error instanceof ApiError && error.status === 401 && (await renewed(sentWith)))) throw error
          return send()
        })
        void invalidateMine(queryClient)
        return report
      } catch (error) {
        if (isOffline(error)) return await queue(body, key, error)
        throw error
      } finally {
        if (controller.current === current) controller.current = null
        setProgress(null)
      }
    },
    [queryClient, queue],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])

  return { upload, cancel, progress }
}
