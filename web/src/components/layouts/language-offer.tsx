import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { useLanguage } from '@/hooks/use-language'
import { useActiveLanguages } from '@/hooks/use-languages'
import { useSwitchLanguage } from '@/hooks/use-switch-language'
import { browserLanguage, storedLanguage } from '@/lib/i18n'

/**
 * LanguageOffer: / leads to English (the spec's rule) and stores nothing, so
 * a visitor whose browser speaks Spanish and who never chose a language is
 * offered Spanish, in one tap, on the English pages (docs/PRODUCT.md §2).
 * Either answer is a choice and is stored; the offer is then gone (the
 * prerendered copy, drawn without a browser, never shows it).
 */
export function LanguageOffer({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const current = useLanguage()
  const active = useActiveLanguages()
  const switchTo = useSwitchLanguage({ signedIn })
  const [wanted, setWanted] = useState(() => storedLanguage() === null && browserLanguage() === 'es')

  if (!wanted || current !== 'en' || !active.includes('es')) return null
  const answer = (lng: 'en' | 'es') => {
    setWanted(false)
    void switchTo(lng)
  }
  return (
    <section aria-label={t('language.offer')} lang="es" className="border-b bg-muted">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2 text-sm sm:px-6">
        <p className="mr-2">{t('language.offer')}</p>
        <Button size="sm" onClick={() => answer('es')}>
          {t('language.offerAccept')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => answer('en')}>
          {t('language.offerDecline')}
        </Button>
      </div>
    </section>
  )
}
