import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'

import { useUsers, type OwnerUser } from '../api/list-users'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { displayName } from '../lib/format'
import { QueryError } from './query-error'
import { RoleBadges } from './role-badges'

const pickLimit = 10

/** UserPicker finds a user by name or email and hands the chosen one to onPick. */
export function UserPicker({ onPick }: { onPick: (user: OwnerUser) => void }) {
  const { t } = useTranslation('owner')
  const id = useId()
  const [q, setQ] = useState('')
  const users = useUsers({ q: useDebouncedValue(q), role: '' }, pickLimit)
  const items = users.data?.pages[0]?.items ?? []

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('roleManagement.pickTitle')}
      </h2>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-q`}>{t('roleManagement.search')}</Label>
        <Input id={`${id}-q`} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </div>
      {users.isPending ? <Spinner className="w-full py-6" /> : null}
      {users.isError && users.data === undefined ? (
        <QueryError message={t('users.loadError')} onRetry={() => void users.refetch()} />
      ) : null}
      {users.isSuccess && items.length === 0 ? <p className="text-muted-foreground">{t('roleManagement.noMatches')}</p> : null}
      <ul className="space-y-2" aria-busy={users.isFetching || undefined}>
        {items.map((user) => (
          <li key={user.id}>
            <Button variant="outline" className="h-auto w-full justify-start whitespace-normal py-2 text-left" onClick={() => onPick(user)}>
              <span className="min-w-0 flex-1 space-y-1">
                <span className="block font-semibold">{displayName(user) ?? user.email}</span>
                <span className="block break-all text-sm font-normal text-muted-foreground">{user.email}</span>
              </span>
              <RoleBadges roles={user.roles} />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
