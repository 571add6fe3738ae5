import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Alert, AlertTitle } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'

import { useUsers } from '../api/list-users'
import { displayName } from '../lib/format'
import { AuditLog } from './audit-log'
import { SelectedUser } from './selected-user'
import { UserPicker } from './user-picker'

/**
 * RoleManagementPage is /dashboard/owner/role-management: choose a user
 * (?user=email preselects one), grant or revoke each role, and read the
 * audit log of role changes.
 */
export function RoleManagementPage({ currentUserId }: { currentUserId: string | null }) {
  const { t } = useTranslation()
  const { t: to } = useTranslation('owner')
  const [params, setParams] = useSearchParams()
  const email = params.get('user')?.trim() ?? ''
  // There is no lookup by id or email: search for the address and keep the exact match.
  const found = useUsers({ q: email, role: '' }, 20)
  const user = email ? found.data?.pages[0]?.items.find((u) => u.email.toLowerCase() === email.toLowerCase()) : undefined
  const choose = (next: string) => setParams(next ? { user: next } : {}, { replace: false })

  let left
  if (user) left = <SelectedUser user={user} isSelf={user.id === currentUserId} onChangeUser={() => choose('')} />
  else if (email && found.isPending) left = <Spinner className="w-full py-12" />
  else {
    left = (
      <div className="space-y-4">
        {email ? (
          <Alert>
            <AlertTitle>{to('roleManagement.userNotFound')}</AlertTitle>
          </Alert>
        ) : null}
        <UserPicker onPick={(picked) => choose(picked.email)} />
      </div>
    )
  }

  return (
    <PageFrame title={t('pages.owner.roleManagement.title')} description={t('pages.owner.roleManagement.description')}>
      <div className="grid gap-10 lg:grid-cols-2">
        {left}
        <AuditLog userId={user?.id ?? null} userName={user ? (displayName(user) ?? user.email) : null} />
      </div>
    </PageFrame>
  )
}
