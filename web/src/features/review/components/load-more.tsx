import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

type Props = { shown: number; hasMore: boolean; loading: boolean; onMore: () => void }

/** LoadMore says how many items are shown and fetches the next page (keyset pagination). */
export function LoadMore({ shown, hasMore, loading, onMore }: Props) {
  const { t } = useTranslation('review')
  return (
    <div className="flex flex-col items-center gap-2 py-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('list.shown', { count: shown })}
      </p>
      {hasMore ? (
        <Button variant="outline" onClick={onMore} disabled={loading}>
          {loading ? t('list.loading') : t('list.more')}
        </Button>
      ) : null}
    </div>
  )
}
