import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** splitMinutes breaks a number of minutes into whole days, hours and minutes. */
export function splitMinutes(total: number): { days: number; hours: number; minutes: number } {
  const rounded = Math.max(0, Math.round(total))
  return { days: Math.floor(rounded / 1440), hours: Math.floor((rounded % 1440) / 60), minutes: rounded % 60 }
}

/** useDuration says a number of minutes in words ("2 h 5 min"); null gives "no data yet". */
export function useDuration(): (minutes: number | null) => string {
  const { t } = useTranslation('review')
  return useCallback(
    (minutes: number | null) => {
      if (minutes === null) return t('stats.noData')
      const { days, hours, minutes: mins } = splitMinutes(minutes)
      if (days > 0) return t('stats.daysHours', { days, hours })
      if (hours > 0) return t('stats.hoursMinutes', { hours, minutes: mins })
      return t('stats.minutes', { minutes: mins })
    },
    [t],
  )
}
