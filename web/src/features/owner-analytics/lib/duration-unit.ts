/** DurationUnit is the unit the review-time chart and table are drawn in. */
export type DurationUnit = 'seconds' | 'minutes' | 'hours'

/**
 * durationUnit picks the unit for durations whose largest is maxMinutes:
 * seconds under a minute, minutes under an hour, hours above. A 6-second
 * median then reads "6", not "0" (the page rounded to 0.1 hour).
 */
export function durationUnit(maxMinutes: number): DurationUnit {
  if (maxMinutes < 1) return 'seconds'
  if (maxMinutes < 60) return 'minutes'
  return 'hours'
}

/** inUnit converts minutes to unit, to one decimal (two when one would show a nonzero value as 0). */
export function inUnit(minutes: number, unit: DurationUnit): number {
  const value = unit === 'seconds' ? minutes * 60 : unit === 'hours' ? minutes / 60 : minutes
  const one = Math.round(value * 10) / 10
  return one === 0 && value > 0 ? Math.round(value * 100) / 100 : one
}
