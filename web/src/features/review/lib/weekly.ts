import type { WeeklyCount } from '../api/get-weekly'

export type Total = { key: string; count: number }

const dayMs = 24 * 60 * 60 * 1000

/** mondayOf is the UTC Monday (YYYY-MM-DD) of the week holding at, as the server buckets weeks. */
export function mondayOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10)
}

function addWeeks(monday: string, weeks: number): string {
  return new Date(Date.parse(`${monday}T00:00:00Z`) + weeks * 7 * dayMs).toISOString().slice(0, 10)
}

/**
 * totalsByWeek sums the submissions of each week, oldest first, drawing
 * every week of the range (the weeks weeks up to now's, and any earlier week
 * the rows hold) with empty weeks as zero: a chart of only the weeks with
 * data would turn one week into one huge bar.
 */
export function totalsByWeek(rows: readonly WeeklyCount[], now: Date, weeks = 12): Total[] {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(row.week, (sums.get(row.week) ?? 0) + row.count)
  const last = [...sums.keys(), mondayOf(now)].reduce((a, b) => (a > b ? a : b))
  let first = addWeeks(mondayOf(now), -(weeks - 1))
  for (const week of sums.keys()) if (week < first) first = week
  const totals: Total[] = []
  for (let week = first; week <= last; week = addWeeks(week, 1)) totals.push({ key: week, count: sums.get(week) ?? 0 })
  return totals
}

/** totalsByCategory sums the submissions of each category, most first. */
export function totalsByCategory(rows: readonly WeeklyCount[]): Total[] {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(row.category, (sums.get(row.category) ?? 0) + row.count)
  return [...sums].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
}
