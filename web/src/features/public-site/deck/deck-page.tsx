import { useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { useId } from '@/lib/use-id'
import { Button } from '@/components/ui/button'
import { useAppConfig } from '@/config/config-context'
import { paths } from '@/config/paths'
import { useDocumentLanguage } from '@/hooks/use-document-language'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useLanguage } from '@/hooks/use-language'

import { DeckNav } from './deck-nav'
import { SlideBody } from './slide-body'
import { contactSlide, slideHeadingId, slideIds } from './slides'
import { useDeckNavigation } from './use-deck-navigation'

/**
 * DeckPage is the investor deck (/mark, /{lang}/deck): English only, without
 * the site's shell, about ten slides moved with the buttons or the keyboard
 * (←/→, Home, End), each move announced. Every slide stays mounted (only the
 * current one is shown) so the request form keeps what was typed.
 */
export function DeckPage() {
  const { t } = useTranslation('deck', { lng: 'en' })
  const { app_name: app } = useAppConfig()
  const lang = useLanguage()
  const prefix = useId()
  const container = useRef<HTMLDivElement>(null)
  const headingId = useCallback((index: number) => slideHeadingId(prefix, index), [prefix])
  const { index, moved, goTo } = useDeckNavigation({ count: slideIds.length, headingId, container })
  const total = slideIds.length
  const currentTitle = t(`slides.${slideIds[index] ?? 'problem'}.title`)
  useDocumentTitle(t('chrome.title'))
  useDocumentLanguage('en')

  return (
    <div lang="en" className="flex min-h-screen flex-col bg-muted">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
          <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={paths.lang.root.getHref(lang)}>
            {t('chrome.home', { app })}
          </Link>
          <Button className="ml-auto" size="sm" onClick={() => goTo(contactSlide, { focus: true })}>
            {t('slides.contact.title')}
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-8 outline-none sm:px-6">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{app}</p>
          <h1 className="text-2xl font-bold tracking-tight">{t('chrome.title')}</h1>
        </div>
        <div ref={container} className="flex-1">
          {slideIds.map((id, i) => (
            <section
              key={id}
              hidden={i !== index}
              role="group"
              aria-roledescription={t('chrome.slideRole')}
              aria-labelledby={headingId(i)}
              className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10"
            >
              <p className="text-sm font-medium text-muted-foreground">{t('chrome.slideLabel', { current: i + 1, total })}</p>
              <h2 id={headingId(i)} tabIndex={-1} className="mt-1 text-3xl font-bold tracking-tight outline-none sm:text-4xl">
                {t(`slides.${id}.title`)}
              </h2>
              <SlideBody id={id} />
            </section>
          ))}
        </div>
        <DeckNav index={index} goTo={goTo} />
        <p className="text-center text-sm text-muted-foreground">{t('chrome.hint')}</p>
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {moved ? t('chrome.announce', { current: index + 1, total, title: currentTitle }) : ''}
        </p>
      </main>
    </div>
  )
}
