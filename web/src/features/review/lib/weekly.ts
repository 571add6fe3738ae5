import type { WeeklyCount } from '../api/get-weekly'

export type Total = { key: string; count: number }

/** totalsByWeek sums the submissions of each week, oldest first. */
export function totalsByWeek(rows: readonly WeeklyCount[]): Total[] {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(row.week, (sums.get(row.week) ?? 0) + row.count)
  return [...sums].map(([key, count]) => ({ key, count })).sort((a, b) => a.key.localeCompare(b.key))
}

/** totalsByCategory sums the submissions of each category, most first. */
export function totalsByCategory(rows: readonly WeeklyCount[]): Total[] {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(row.category, (sums.get(row.category) ?? 0) + row.count)
  return [...sums].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
}
