import type { ParseKeys } from 'i18next'

/** ReportsKey is any key of the reports namespace. */
export type ReportsKey = ParseKeys<'reports'>
