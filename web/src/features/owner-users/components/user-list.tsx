import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

import { useUsers } from '../api/list-users'
import type { UserFilter } from '../api/query-keys'
import { QueryError } from './query-error'
import { UserRow } from './user-row'

type Props = { filter: UserFilter; currentUserId: string | null; onDone: (message: string) => void }

/** UserList shows the users matching filter, a page at a time, with loading, empty and error states. */
export function UserList({ filter, currentUserId, onDone }: Props) {
  const { t } = useTranslation('owner')
  const users = useUsers(filter)
  const filterKey = `${filter.role}|${filter.q}`
  // After "Load more", the first new row takes the focus (the button may disappear).
  const [focus, setFocus] = useState<{ key: string; index: number } | null>(null)
  const focusIndex = focus?.key === filterKey ? focus.index : null

  if (users.isPending) return <Spinner className="w-full py-12" />
  if (users.isError && users.data === undefined) {
    return <QueryError message={t('users.loadError')} onRetry={() => void users.refetch()} />
  }

  const items = users.data.pages.flatMap((page) => page.items)
  const loadMore = () => {
    if (users.isFetchingNextPage) return
    setFocus({ key: filterKey, index: items.length })
    void users.fetchNextPage()
  }

  return (
    <div className="space-y-4" aria-busy={users.isFetching || undefined}>
      <p role="status" className="text-sm text-muted-foreground">
        {t('users.shown', { count: items.length })} {users.hasNextPage ? t('users.moreAvailable') : null}
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t('users.empty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {items.map((user, index) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === currentUserId}
              focusOnMount={index === focusIndex}
              onDone={onDone}
            />
          ))}
        </ul>
      )}
      {users.isFetchNextPageError ? <QueryError message={t('users.loadError')} onRetry={loadMore} /> : null}
      {users.hasNextPage ? (
        <Button variant="outline" className="w-full sm:w-auto" aria-disabled={users.isFetchingNextPage || undefined} onClick={loadMore}>
          {users.isFetchingNextPage ? t('users.loadingMore') : t('users.loadMore')}
        </Button>
      ) : null}
    </div>
  )
}
