import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import { slideIds } from './slides'

type Props = { index: number; goTo: (index: number) => void }

/**
 * DeckNav: previous, the slide numbers, the counter and next. At either end
 * the button is aria-disabled rather than disabled, so it keeps the focus.
 */
export function DeckNav({ index, goTo }: Props) {
  const { t } = useTranslation('deck', { lng: 'en' })
  const last = slideIds.length - 1
  return (
    <nav aria-label={t('chrome.slidesNav')} className="flex flex-wrap items-center justify-center gap-2">
      <Button
        variant="outline"
        aria-label={t('chrome.previous')}
        aria-disabled={index === 0 || undefined}
        onClick={() => index > 0 && goTo(index - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <ol className="flex flex-wrap justify-center gap-1">
        {slideIds.map((id, i) => (
          <li key={id}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('chrome.goTo', { number: i + 1, title: t(`slides.${id}.title`) })}
              aria-current={i === index ? 'step' : undefined}
              className={cn('size-8 text-xs', i === index && 'bg-primary text-primary-foreground hover:bg-primary/90')}
              onClick={() => goTo(i)}
            >
              {i + 1}
            </Button>
          </li>
        ))}
      </ol>
      <p className="min-w-14 text-center text-sm font-medium tabular-nums">
        {t('chrome.counter', { current: index + 1, total: slideIds.length })}
      </p>
      <Button
        variant="outline"
        aria-label={t('chrome.next')}
        aria-disabled={index === last || undefined}
        onClick={() => index < last && goTo(index + 1)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  )
}
