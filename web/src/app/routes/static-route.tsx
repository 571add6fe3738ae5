import type { RouteObject } from 'react-router-dom'

import type { CommonKey } from '@/lib/i18n-keys'

import { StaticPage } from './pages/lazy'
import { page, type RouteHandle } from './route-kit'

/** staticRoute is a route whose page is, for now, its frame: a translated title and description. */
export function staticRoute(path: string | null, titleKey: CommonKey, descriptionKey?: CommonKey): RouteObject {
  const handle: RouteHandle = { titleKey }
  const element = page(<StaticPage titleKey={titleKey} descriptionKey={descriptionKey} />)
  return path === null ? { index: true, handle, element } : { path, handle, element }
}
