import { Languages } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { otherLanguage, type Language } from '@/config/languages'
import { languagePrefixed } from '@/config/paths'
import { useLanguage } from '@/hooks/use-language'
import { useActiveLanguages } from '@/hooks/use-languages'
import { setLanguage } from '@/lib/i18n'
import { saveLanguagePreference } from '@/lib/language-preference'

type Props = {
  className?: string
  /** signedIn saves the choice to the user's profile too (PATCH /api/me, debounced 300 ms). */
  signedIn?: boolean
  /** onChanged runs after a switch, e.g. to save the choice to the user's profile. */
  onChanged?: (lng: Language) => void
}

/**
 * LanguageSwitcher offers the other language. On an /en or /es page it
 * moves to the same path under the other prefix; elsewhere it switches the
 * interface in place. A click during a switch is ignored (docs/PRODUCT.md §9). It
 * offers only languages the server lists as active (GET /api/languages).
 */
export function LanguageSwitcher({ className, signedIn = false, onChanged }: Props) {
  const { t, i18n } = useTranslation()
  const current = useLanguage()
  const location = useLocation()
  const navigate = useNavigate()
  const busy = useRef(false)
  const active = useActiveLanguages()
  const next = otherLanguage(current)

  const switchLanguage = async () => {
    if (busy.current) return
    busy.current = true
    try {
      // Load first so the page does not flash a spinner while translations arrive.
      await i18n.loadLanguages(next)
      await setLanguage(next)
      const target = languagePrefixed(location.pathname, next)
      if (target) await navigate(`${target}${location.search}${location.hash}`)
      if (signedIn) saveLanguagePreference(next)
      onChanged?.(next)
    } finally {
      busy.current = false
    }
  }

  if (!active.includes(next)) return null
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      aria-label={t('language.switchTo')}
      className={className}
      onClick={() => void switchLanguage()}
    >
      <Languages aria-hidden="true" />
      {t('language.otherName')}
    </Button>
  )
}
