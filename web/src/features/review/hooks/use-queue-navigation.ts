import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { toast } from '@/lib/toast'

import { positionQueryOptions, type Position } from '../api/get-position'
import { reportQueryOptions } from '../api/get-report'
import type { Queue } from '../lib/queues'
import { isNotFound } from '../lib/errors'

type Direction = 'next' | 'previous'

/**
 * useQueueNavigation moves to the previous or next report of the queue by
 * uploaded_at (docs/PRODUCT.md §5). It asks the server afresh for the neighbours: next
 * with no later report goes to the base page without an id; previous with no
 * earlier one stays and says so. Failures show the spec's error toasts.
 */
export function useQueueNavigation(queue: Queue, id: string) {
  const { t } = useTranslation('review')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  const go = useCallback(
    async (direction: Direction) => {
      const next = direction === 'next'
      setBusy(true)
      try {
        let position: Position
        // No retries here (nor for the report below): the screener pressed a
        // key and waits; a failure is told at once, and the key pressed again.
        try {
          position = await queryClient.query({ ...positionQueryOptions(id, queue.status), staleTime: 0, retry: false })
        } catch (error) {
          // 404: the report is not in this queue any more, so it has no place (no timestamp) to move from.
          if (isNotFound(error)) toast.error(undefined, t(queue.missingTimestampToast ? 'nav.missingTimestamp' : 'nav.error'))
          else toast.error(undefined, t(next ? 'nav.loadNextFailed' : 'nav.loadPreviousFailed'))
          return
        }
        const target = next ? position.next_id : position.prev_id
        if (!target) {
          if (next) await navigate(queue.href())
          else toast.info(t('nav.first'))
          return
        }
        try {
          await queryClient.query({ ...reportQueryOptions(target), retry: false })
        } catch {
          toast.error(undefined, t(next ? 'nav.navigateNextFailed' : 'nav.navigatePreviousFailed'))
          return
        }
        await navigate(queue.href(target))
      } catch {
        toast.error(undefined, t('nav.error'))
      } finally {
        setBusy(false)
      }
    },
    [id, navigate, queryClient, queue, t],
  )

  return { busy, next: () => void go('next'), previous: () => void go('previous') }
}
