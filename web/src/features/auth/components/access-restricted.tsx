import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'

/**
 * hasHistory reports whether there is a page of the app to go back to: one
 * the app navigated from (react-router keys every location but the first
 * 'default'). The browser's own history is not asked: a tab opened on this
 * page holds about:blank or another site before it, and going back there
 * would leave the app.
 */
function hasHistory(locationKey: string): boolean {
  return locationKey !== 'default'
}

/** AccessRestricted is shown when none of the user's roles may open a page (docs/PRODUCT.md §1). */
export function AccessRestricted() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  // Its own title: the tab must not keep the name of a page that is not shown.
  useDocumentTitle(t('errors.accessRestricted.title'))

  // Go Back goes back in the app's history; a tab with no page of the app before this one goes to /dashboard.
  const goBack = () => {
    if (hasHistory(location.key)) void navigate(-1)
    else void navigate(paths.dashboard.root.getHref(), { replace: true })
  }

  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">{t('errors.accessRestricted.title')}</h1>
      <p className="text-muted-foreground">{t('errors.accessRestricted.description')}</p>
      <Button variant="outline" onClick={goBack}>
        {t('errors.accessRestricted.goBack')}
      </Button>
    </div>
  )
}
