import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useMatches, useParams } from 'react-router-dom'

import { bikeLaneCategory } from '@/config/catalog'
import { paths } from '@/config/paths'
import { catalogQueryOptions, currentTypeSlug, findCategory, findType, useCatalog, useLocalize } from '@/lib/catalog'
import { drawsCopy, suspend } from '@/lib/hydration'

export type Crumb = { label: string; href?: string }

const renterProtection = 'renter-protection'

/**
 * useBreadcrumbs gives Categories > category > type on the upload and chat
 * pages (docs/PRODUCT.md §2), named from GET /api/catalog in the interface language
 * (only Categories until it loads, or if it fails), and an empty list on
 * every other page. A prerendered report form's copy is drawn with them, so
 * drawing it waits for the catalog (lib/hydration.ts): crumbs arriving
 * later would move the page down where they wrap.
 */
export function useBreadcrumbs(): Crumb[] {
  const { t } = useTranslation('catalog')
  const queryClient = useQueryClient()
  const { data: catalog, isPending } = useCatalog()
  const localize = useLocalize()
  const pathname = useMatches().at(-1)?.pathname ?? ''
  const params = useParams()

  const d = paths.dashboard
  const upload = pathname.startsWith(d.upload.getHref())
  const chat = pathname.startsWith(d.renterChat.getHref())
  if (!upload && !chat) return []
  if (isPending && drawsCopy()) suspend(queryClient.query(catalogQueryOptions))

  const categorySlug = chat ? renterProtection : pathname.startsWith(d.bikeLane.getHref()) ? bikeLaneCategory : params.category
  const typeSlug = currentTypeSlug(categorySlug, params.type) ?? params.type
  const category = catalog ? findCategory(catalog, categorySlug) : undefined
  const type = findType(category, typeSlug)

  const categoryLabel = category ? localize(category.label) : null
  const typeLabel = type ? localize(type.label) : null

  const root = chat ? d.renterChat.getHref() : d.upload.getHref()
  const crumbs: Crumb[] = [{ label: t('breadcrumbRoot'), href: root }]
  if (categorySlug && categoryLabel) {
    crumbs.push({ label: categoryLabel, href: chat ? root : d.uploadCategory.getHref(categorySlug) })
    if (typeSlug && typeLabel) crumbs.push({ label: typeLabel })
  }
  return crumbs
}
