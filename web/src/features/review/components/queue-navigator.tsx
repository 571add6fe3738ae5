import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import type { Position } from '../api/get-position'

type Props = {
  position: Position | undefined
  /** unknown is true when the position could not be had: the arrows stay on, and a click explains why they cannot move. */
  unknown: boolean
  busy: boolean
  onPrevious: () => void
  onNext: () => void
}

/** QueueNavigator is the previous/next arrows and the 'position/total' counter of a review queue (docs/PRODUCT.md §5). */
export function QueueNavigator({ position, unknown, busy, onPrevious, onNext }: Props) {
  const { t } = useTranslation('review')
  const atStart = position ? position.position <= 1 : !unknown
  const atEnd = position ? position.position >= position.total : !unknown
  return (
    <nav aria-label={t('nav.label')} className="flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label={t('nav.previous')} aria-keyshortcuts="k" disabled={busy || atStart} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p className="min-w-12 text-center text-sm font-medium tabular-nums" aria-live="polite" aria-atomic="true">
        {position ? (
          <>
            <span aria-hidden="true">{t('nav.fraction', { position: position.position, total: position.total })}</span>
            <span className="sr-only">{t('nav.counter', { position: position.position, total: position.total })}</span>
          </>
        ) : (
          <span aria-hidden="true">–/–</span>
        )}
      </p>
      <Button variant="ghost" size="icon" aria-label={t('nav.next')} aria-keyshortcuts="j" disabled={busy || atEnd} onClick={onNext}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  )
}
