import { useTranslation } from 'react-i18next'

/** useDateTime formats an ISO time as a date and time in the interface language. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation()
  const fmt = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'long', timeStyle: 'short' })
  return (iso: string) => fmt.format(new Date(iso))
}
