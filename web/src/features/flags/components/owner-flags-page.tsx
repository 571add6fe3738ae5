import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast'

import { useOwnerFlags } from '../api/get-owner-flags'
import { useSetFlag } from '../api/set-flag'
import { useSetRoleFlag } from '../api/set-role-flag'
import { FlagCard } from './flag-card'
import { QueryState } from './query-state'

/**
 * OwnerFlagsPage is /dashboard/owner/feature-flags: every flag with a
 * global switch and a value per role, saved optimistically (rolled back
 * with an error toast on failure) and refreshed live from the event stream.
 */
export function OwnerFlagsPage() {
  const { t } = useTranslation('flags')
  const { t: tc } = useTranslation()
  const flags = useOwnerFlags()
  const onFailed = () => toast.error(undefined, t('manage.saveFailed'))
  const setGlobal = useSetFlag(onFailed)
  const setRole = useSetRoleFlag(onFailed)

  return (
    <PageFrame title={tc('pages.owner.featureFlags.title')} description={tc('pages.owner.featureFlags.description')}>
      <p className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>{t('manage.live')}</span>
        <Link className="text-primary underline underline-offset-4" to={paths.dashboard.owner.featureFlagsDocs.getHref()}>
          {t('manage.docsLink')}
        </Link>
      </p>
      {flags.data === undefined ? (
        <QueryState isPending={flags.isPending} onRetry={() => void flags.refetch()} />
      ) : flags.data.length === 0 ? (
        <p>{t('manage.empty')}</p>
      ) : (
        <ul aria-label={t('manage.listLabel')} className="space-y-4">
          {flags.data.map((flag) => (
            <li key={flag.flag_id}>
              <FlagCard
                flag={flag}
                onGlobal={(enabled) => setGlobal.mutate({ flagId: flag.flag_id, enabled })}
                onRole={(role, setting) => setRole.mutate({ flagId: flag.flag_id, role, setting })}
              />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  )
}
