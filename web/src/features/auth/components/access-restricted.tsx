import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** historyIndex is react-router's position in the history stack (0 on the first page). */
function historyIndex(): number {
  const state: unknown = window.history.state
  if (typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number') return state.idx
  return 0
}

/** AccessRestricted is shown when none of the user's roles may open a page (spec §6). */
export function AccessRestricted() {
  const { t } = useTranslation()
  const navigate = useNavigate()

  const goBack = () => {
    if (historyIndex() > 0) void navigate(-1)
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
