import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** useFormatters formats times and numbers in the interface language. */
export function useFormatters() {
  const { i18n } = useTranslation()
  const lng = i18n.resolvedLanguage ?? i18n.language
  const dateTime = useCallback(
    (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : ''),
    [lng],
  )
  const date = useCallback(
    (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) : ''),
    [lng],
  )
  const time = useCallback((iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(lng, { timeStyle: 'short' }).format(new Date(iso)) : ''), [lng])
  const number = useCallback((n: number) => new Intl.NumberFormat(lng).format(n), [lng])
  return { dateTime, date, time, number }
}
