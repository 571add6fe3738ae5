import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { SubscriptionList } from '@/components/subscriptions/subscription-list'
import { Button } from '@/components/ui/button'
import { useLanguage } from '@/hooks/use-language'
import { api } from '@/lib/api-client'

/** Confirm follows a confirmation link at once: the subscription starts. */
function Confirm({ token }: { token: string }) {
  const { t } = useTranslation('follow')
  const lang = useLanguage()
  const confirm = useMutation({
    mutationFn: async () => (await api.post('/api/subscriptions/confirm', { token })) as { label: Record<string, string> },
  })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    confirm.mutate()
  }, [confirm])
  if (confirm.isError) return <p role="alert">{t('errors.link')}</p>
  if (!confirm.data) return <p role="status">{t('page.confirming')}</p>
  return (
    <div role="status" className="space-y-2">
      <h2 className="text-xl font-semibold">{t('page.confirmTitle')}</h2>
      <p>{t('page.confirmed', { label: confirm.data.label[lang] ?? confirm.data.label.en })}</p>
    </div>
  )
}

/** Unsubscribe asks first (a link scanner's visit ends nothing), then posts the one-click address. */
function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('follow')
  const stop = useMutation({ mutationFn: () => api.post(`/api/unsubscribe?token=${encodeURIComponent(token)}`) })
  if (stop.isSuccess) return <p role="status">{t('page.unsubscribed')}</p>
  return (
    <div className="space-y-3">
      <h2 className="text-xl font-semibold">{t('page.unsubscribeTitle')}</h2>
      <p>{t('page.unsubscribeAsk')}</p>
      <Button disabled={stop.isPending} onClick={() => stop.mutate()}>
        {t('page.unsubscribeButton')}
      </Button>
      {stop.isError ? <p role="alert">{t('errors.link')}</p> : null}
    </div>
  )
}

/** Fixed records the reporter's answer to "is it fixed?". */
function Fixed({ token }: { token: string }) {
  const { t } = useTranslation('follow')
  const answer = useMutation({ mutationFn: (a: 'fixed' | 'still_there') => api.post('/api/fixed-answers', { token, answer: a }) })
  if (answer.isSuccess) return <p role="status">{answer.variables === 'fixed' ? t('page.fixedDone') : t('page.stillDone')}</p>
  return (
    <div className="space-y-3">
      <h2 className="text-xl font-semibold">{t('page.fixedTitle')}</h2>
      <p>{t('page.fixedAsk')}</p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => answer.mutate('fixed')}>
          {t('page.fixedButton')}
        </Button>
        <Button variant="outline" disabled={answer.isPending} onClick={() => answer.mutate('still_there')}>
          {t('page.stillButton')}
        </Button>
      </div>
      {answer.isError ? <p role="alert">{t('errors.link')}</p> : null}
    </div>
  )
}

/** SubscriptionsPage is /{lang}/subscriptions?type=…&token=…: where the links of subscription emails lead (confirm, unsubscribe, manage, "is it fixed?"). */
export function SubscriptionsPage() {
  const { t } = useTranslation('follow')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const type = params.get('type')
  let body
  if (!token) body = <p role="alert">{t('errors.link')}</p>
  else if (type === 'confirm') body = <Confirm token={token} />
  else if (type === 'unsubscribe') body = <Unsubscribe token={token} />
  else if (type === 'fixed') body = <Fixed token={token} />
  else
    body = (
      <div className="space-y-3">
        <h2 className="text-xl font-semibold">{t('page.manageTitle')}</h2>
        <SubscriptionList token={token} />
      </div>
    )
  return (
    <PageFrame title={t('page.title')} description={t('page.manageTitle')} className="max-w-3xl">
      {body}
    </PageFrame>
  )
}
