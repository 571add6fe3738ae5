import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { defaultLanguage, isLanguage, type Language } from '@/config/languages'

/** useLanguage is the page's language: the /en or /es prefix, else the interface language. */
export function useLanguage(): Language {
  const { lang } = useParams()
  const { i18n } = useTranslation()
  if (isLanguage(lang)) return lang
  const current = i18n.resolvedLanguage ?? i18n.language
  return isLanguage(current) ? current : defaultLanguage
}
