import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { otherLanguage, type Language } from '@/config/languages'
import { useLanguage } from '@/hooks/use-language'
import { useActiveLanguages } from '@/hooks/use-languages'
import { useSwitchLanguage } from '@/hooks/use-switch-language'

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
  const { t } = useTranslation()
  const current = useLanguage()
  const active = useActiveLanguages()
  const switchTo = useSwitchLanguage({ signedIn, onChanged })
  const next = otherLanguage(current)

  if (!active.includes(next)) return null
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={next}
      aria-label={t('language.switchTo')}
      className={className}
      onClick={() => void switchTo(next)}
    >
      <Languages aria-hidden="true" />
      {t('language.otherName')}
    </Button>
  )
}
