import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { SubscribeForm } from '@/components/subscriptions/subscribe-form'
import { Button } from '@/components/ui/button'
import { api } from '@/lib/api-client'
import { followReport, useSignedInUserId } from '@/lib/subscriptions'

type FollowState = { following: boolean; reporter: boolean }

/** FollowBox follows a public report: one click when signed in (or stop following), an email and its link otherwise. */
export function FollowBox({ reportId }: { reportId: string }) {
  const { t } = useTranslation('follow')
  const userId = useSignedInUserId()
  return (
    <section aria-labelledby="follow-title" className="space-y-2 rounded-xl border bg-card p-4">
      <h3 id="follow-title" className="font-semibold">
        {t('follow.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('follow.intro')}</p>
      {userId ? (
        <SignedInFollow reportId={reportId} userId={userId} />
      ) : (
        <SubscribeForm submit={(body) => followReport(reportId, body)} button={t('follow.button')} done={t('follow.following')} sent={t('follow.sent')} />
      )}
    </section>
  )
}

function SignedInFollow({ reportId, userId }: { reportId: string; userId: string }) {
  const { t } = useTranslation('follow')
  const client = useQueryClient()
  const key = ['follow', reportId, userId]
  const path = `/api/reports/${encodeURIComponent(reportId)}/follow`
  const state = useQuery({ queryKey: key, queryFn: async ({ signal }) => (await api.get(path, { signal })) as FollowState })
  const change = useMutation({
    mutationFn: (follow: boolean) => (follow ? api.post(path, {}) : api.delete(path)),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  })
  if (!state.data) return null
  if (state.data.reporter) return <p>{t('follow.reporter')}</p>
  return (
    <div className="flex flex-wrap items-center gap-3">
      {state.data.following ? <p role="status">{t('follow.following')}</p> : null}
      <Button variant={state.data.following ? 'outline' : 'default'} disabled={change.isPending} onClick={() => change.mutate(!state.data.following)}>
        {state.data.following ? t('follow.unfollow') : t('follow.button')}
      </Button>
      {change.isError ? <p role="alert">{t('errors.failed')}</p> : null}
    </div>
  )
}
