import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'

import { api, ApiError, getAccessToken } from '@/lib/api-client'

import { createReport, type UploadProgress } from '../api/create-report'
import { invalidateMine } from '../api/query-keys'
import type { Report } from '../api/report-schema'

/** renewed reports whether the session now has another access token than token, renewing it if it can. */
async function renewed(token: string | null): Promise<boolean> {
  try {
    await api.get('/api/me')
  } catch {
    return false
  }
  return getAccessToken() !== token
}

/**
 * useReportUpload sends a report with progress and a cancel switch; the
 * upload is cancelled if the form goes away mid-way.
 */
export function useReportUpload() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const upload = useCallback(
    async (body: FormData): Promise<Report> => {
      const current = new AbortController()
      controller.current = current
      setProgress({ loaded: 0, total: 0 })
      try {
        const send = () => createReport(body, { signal: current.signal, onProgress: setProgress })
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
      } finally {
        if (controller.current === current) controller.current = null
        setProgress(null)
      }
    },
    [queryClient],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])

  return { upload, cancel, progress }
}
