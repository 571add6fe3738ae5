import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useMatches, useParams } from 'react-router-dom'

import { bikeLaneCategory } from '@/config/catalog'
import { paths } from '@/config/paths'

import { useCatalogLabels } from '../catalog-labels'
import { isRouteHandle } from '../route-kit'

type Crumb = { label: string; href?: string }

/**
 * DashboardHeader shows breadcrumbs (Categories > category > type) on the
 * upload and chat pages and the page title elsewhere; 'Page Not Found' when
 * no route names one.
 */
export function DashboardHeader() {
  const { t } = useTranslation()
  const labels = useCatalogLabels()
  const matches = useMatches()
  const { category, type } = useParams()
  const last = matches.at(-1)
  const pathname = last?.pathname ?? ''

  const crumbs: Crumb[] = []
  if (pathname.startsWith(paths.dashboard.upload.getHref())) {
    crumbs.push({ label: labels.root, href: paths.dashboard.upload.getHref() })
    const slug = pathname.startsWith(paths.dashboard.bikeLane.getHref()) ? bikeLaneCategory : category
    const categoryLabel = labels.category(slug)
    if (slug && categoryLabel) crumbs.push({ label: categoryLabel, href: paths.dashboard.uploadCategory.getHref(slug) })
  } else if (pathname.startsWith(paths.dashboard.renterChat.getHref())) {
    crumbs.push({ label: labels.root, href: paths.dashboard.renterChat.getHref() })
    const renter = labels.category('renter-protection')
    if (renter) crumbs.push({ label: renter, href: paths.dashboard.renterChat.getHref() })
  }
  const typeLabel = labels.type(type)
  if (crumbs.length > 0 && typeLabel) crumbs.push({ label: typeLabel })

  if (crumbs.length > 0) {
    return (
      <nav aria-label={t('a11y.breadcrumbs')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          {crumbs.map((crumb, index) => (
            <Fragment key={`${crumb.label}-${String(index)}`}>
              {index > 0 ? <li aria-hidden="true" className="text-muted-foreground">/</li> : null}
              <li>
                {crumb.href && index < crumbs.length - 1 ? (
                  <Link className="text-muted-foreground hover:text-foreground" to={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page" className="font-medium">{crumb.label}</span>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      </nav>
    )
  }

  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle
  return <p className="truncate font-semibold">{isRouteHandle(handle) ? t(handle.titleKey) : t('dashboard.pageNotFound')}</p>
}
