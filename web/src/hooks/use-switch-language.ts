import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'

import type { Language } from '@/config/languages'
import { languagePrefixed } from '@/config/paths'
import { setLanguage } from '@/lib/i18n'
import { saveLanguagePreference } from '@/lib/language-preference'

type SwitchOptions = {
  /** signedIn saves the choice to the user's profile too (PATCH /api/me, debounced 300 ms). */
  signedIn?: boolean
  /** onChanged runs after a switch. */
  onChanged?: (lng: Language) => void
}

/**
 * useSwitchLanguage returns the switch the user asks for: the language is
 * loaded first (so the page does not flash a spinner), stored, and an /en or
 * /es page moves to the same path under the new prefix. A call during a
 * switch is ignored.
 */
export function useSwitchLanguage({ signedIn = false, onChanged }: SwitchOptions = {}) {
  const { i18n } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const busy = useRef(false)
  return async (next: Language) => {
    if (busy.current) return
    busy.current = true
    try {
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
}
