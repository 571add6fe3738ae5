import type { ReactNode } from 'react'

import { Spinner } from '@/components/ui/spinner'

import type { useReports } from '../api/get-reports'
import type { StaffReport } from '../api/schemas'
import { LoadError } from './load-error'
import { LoadMore } from './load-more'

type Props = {
  list: ReturnType<typeof useReports>
  /** empty says that no report matches. */
  empty: string
  /** children show the reports loaded so far. */
  children: (items: StaffReport[]) => ReactNode
}

/** PagedReports is a staff list of reports: loading, the error with a retry, empty, the reports and "load more". */
export function PagedReports({ list, empty, children }: Props) {
  const items = list.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <>
      {list.isPending ? <Spinner className="w-full py-12" /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && items.length === 0 ? <p className="py-8 text-center text-muted-foreground">{empty}</p> : null}
      {items.length > 0 ? (
        <>
          {children(items)}
          <LoadMore shown={items.length} hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
        </>
      ) : null}
    </>
  )
}
