import { paths } from '@/config/paths'

/**
 * returnPath is where a sign-in lands: the page the route guard remembered
 * in the router state (FromState), or /dashboard. Only same-site paths count.
 */
export function returnPath(state: unknown): string {
  const fallback = paths.dashboard.root.getHref()
  if (typeof state !== 'object' || state === null || !('from' in state)) return fallback
  const from: unknown = state.from
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string') return fallback
  const { pathname } = from
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return fallback
  const search = 'search' in from && typeof from.search === 'string' ? from.search : ''
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : ''
  return `${pathname}${search}${hash}`
}
