import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Spinner } from '@/components/ui/spinner'

import { useRoleChanges, type RoleChange } from '../api/list-role-changes'
import { formatDateTime } from '../lib/format'
import { isOwnerRole } from '../lib/roles'
import { QueryError } from './query-error'

/** AuditLog lists role grants and revocations, newest first: who, what, when; of one user when userId is given. */
export function AuditLog({ userId, userName }: { userId: string | null; userName: string | null }) {
  const { t, i18n } = useTranslation('owner')
  const id = useId()
  const changes = useRoleChanges(userId)
  const lang = i18n.resolvedLanguage ?? i18n.language

  const describe = (change: RoleChange) => {
    const values = {
      actor: change.actor_name?.trim() || t('roleManagement.commandLine'),
      role: isOwnerRole(change.role) ? t(`roles.${change.role}`) : change.role,
      user: change.user_email,
    }
    return change.action === 'grant' ? t('roleManagement.grant', values) : t('roleManagement.revoke', values)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {userName ? t('roleManagement.auditForUser', { name: userName }) : t('roleManagement.auditTitle')}
      </h2>
      {changes.isPending ? <Spinner className="w-full py-6" /> : null}
      {changes.isError ? <QueryError message={t('roleManagement.auditError')} onRetry={() => void changes.refetch()} /> : null}
      {changes.isSuccess && changes.data.length === 0 ? <p className="text-muted-foreground">{t('roleManagement.auditEmpty')}</p> : null}
      {changes.isSuccess && changes.data.length > 0 ? (
        <ol className="divide-y rounded-lg border">
          {changes.data.map((change) => (
            <li key={change.id} className="space-y-1 p-3">
              <p className="break-words">{describe(change)}</p>
              <time dateTime={change.created_at} className="block text-sm text-muted-foreground">
                {formatDateTime(change.created_at, lang)}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
