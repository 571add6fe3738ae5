import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { paths } from '@/config/paths'

import { useOwnerFlags } from '../api/get-owner-flags'
import { EvaluationRule } from './evaluation-rule'
import { FlagDocCard } from './flag-doc-card'
import { QueryState } from './query-state'

/** FlagDocsPage is /dashboard/owner/documentation/feature-flags: every flag, documented, with its live values. */
export function FlagDocsPage() {
  const { t } = useTranslation('flags')
  const { t: tc } = useTranslation()
  const flags = useOwnerFlags()
  return (
    <PageFrame title={tc('pages.owner.featureFlagsDocs.title')} description={tc('pages.owner.featureFlagsDocs.description')}>
      <p className="mb-6">
        <Link className="text-primary underline underline-offset-4" to={paths.dashboard.owner.featureFlags.getHref()}>
          {t('docs.manageLink')}
        </Link>
      </p>
      <EvaluationRule />
      {flags.data === undefined ? (
        <QueryState isPending={flags.isPending} onRetry={() => void flags.refetch()} />
      ) : (
        <ul aria-label={t('docs.listLabel')} className="grid gap-4 lg:grid-cols-2">
          {flags.data.map((flag) => (
            <li key={flag.flag_id}>
              <FlagDocCard flag={flag} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  )
}
