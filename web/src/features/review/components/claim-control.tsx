import { UserCheck } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { sessionUserId, subscribeAccessToken } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import type { StaffReport } from '../api/schemas'
import { useClaim, useRelease } from '../api/staff-work'
import { isConflict, useErrorText } from '../lib/errors'
import { useFormatters } from '../lib/format'

type Props = { report: StaffReport }

/**
 * ClaimControl is "assign to me" on a report in a queue: it says who is on
 * it (to other staff, with the time the claim lapses) and lets the holder
 * give it back. The server holds the rule: a claim lasts 30 minutes or
 * until the next decision.
 */
export function ClaimControl({ report }: Props) {
  const userId = useSyncExternalStore(subscribeAccessToken, sessionUserId)
  const { t } = useTranslation('staff')
  const fmt = useFormatters()
  const errorText = useErrorText()
  const claim = useClaim(report.id)
  const release = useRelease(report.id)
  const held = report.claim
  const mine = held !== undefined && held.user_id === userId
  const time = held ? fmt.time(held.expires_at) : ''
  const take = () =>
    claim.mutate(undefined, {
      onSuccess: () => toast.success(undefined, t('claim.claimed')),
      onError: (error) => toast.error(undefined, isConflict(error) ? t('claim.conflict') : errorText(error)),
    })
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
      {held ? (
        <p className="flex items-center gap-1">
          <UserCheck aria-hidden="true" className="size-4" />
          {mine ? t('claim.mine', { time }) : t('claim.theirs', { name: held.user_name || t('claim.someone'), time })}
        </p>
      ) : null}
      {mine ? (
        <Button
          variant="outline"
          size="sm"
          disabled={release.isPending}
          onClick={() => release.mutate(undefined, { onSuccess: () => toast.success(undefined, t('claim.released')) })}
        >
          {t('claim.release')}
        </Button>
      ) : held ? null : (
        <Button variant="outline" size="sm" disabled={claim.isPending} onClick={take}>
          {t('claim.claim')}
        </Button>
      )}
    </div>
  )
}
