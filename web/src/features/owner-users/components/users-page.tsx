import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'

import { useDebouncedValue } from '../hooks/use-debounced-value'
import type { OwnerRole } from '../lib/roles'
import { UserFilters } from './user-filters'
import { UserList } from './user-list'

/** UsersPage is /dashboard/owner/users: find users, see their roles and state, disable or enable them. */
export function UsersPage({ currentUserId }: { currentUserId: string | null }) {
  const { t } = useTranslation()
  const [q, setQ] = useState('')
  const [role, setRole] = useState<OwnerRole | ''>('')
  const [message, setMessage] = useState('')
  const debouncedQ = useDebouncedValue(q)

  return (
    <PageFrame title={t('pages.owner.users.title')} description={t('pages.owner.users.description')} className="space-y-6">
      <UserFilters q={q} onQChange={setQ} role={role} onRoleChange={setRole} />
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {message}
      </p>
      <UserList filter={{ q: debouncedQ, role }} currentUserId={currentUserId} onDone={setMessage} />
    </PageFrame>
  )
}
