import { ChevronRight } from 'lucide-react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useMatches } from 'react-router-dom'

import { isRouteHandle } from '../route-kit'
import { useBreadcrumbs } from './breadcrumbs'

/**
 * DashboardHeader shows breadcrumbs (Categories > category > type) on the
 * upload and chat pages and the page title elsewhere; 'Page Not Found' when
 * no route names one (docs/PRODUCT.md §2).
 */
export function DashboardHeader() {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('shell')
  const crumbs = useBreadcrumbs()
  const matches = useMatches()

  if (crumbs.length > 0) {
    return (
      <nav aria-label={ts('header.breadcrumbs')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1
            return (
              <Fragment key={`${crumb.label}-${String(index)}`}>
                {index > 0 ? (
                  <li aria-hidden="true" className="text-muted-foreground">
                    <ChevronRight className="size-3.5" />
                  </li>
                ) : null}
                <li className="min-w-0">
                  {crumb.href && !last ? (
                    <Link className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline" to={crumb.href}>
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="font-medium">
                      {crumb.label}
                    </span>
                  )}
                </li>
              </Fragment>
            )
          })}
        </ol>
      </nav>
    )
  }

  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle
  return <p className="truncate font-semibold">{isRouteHandle(handle) ? t(handle.titleKey) : ts('notFound.title')}</p>
}
