import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useLanguage } from '@/hooks/use-language'
import { listSubscriptions, removeSubscription, subscriptionKeys } from '@/lib/subscriptions'

type Props = {
  /** token is a manage link's (a visitor's address); null lists the signed-in user's. */
  token: string | null
}

/** SubscriptionList lists the reports followed and the area alerts, each with a remove button. */
export function SubscriptionList({ token }: Props) {
  const { t } = useTranslation('follow')
  const lang = useLanguage()
  const client = useQueryClient()
  const key = subscriptionKeys.list(token)
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => listSubscriptions(token, signal) })
  const remove = useMutation({
    mutationFn: (id: string) => removeSubscription(id, token),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  })
  if (list.isPending) return <Spinner className="w-full py-6" />
  if (list.isError) return <p role="alert">{t('errors.link')}</p>
  return (
    <div className="space-y-2">
      {token ? <p className="text-sm text-muted-foreground">{t('page.manageEmail', { email: list.data.email })}</p> : null}
      {list.data.items.length === 0 ? <p>{t('page.none')}</p> : null}
      <ul className="divide-y rounded-lg border">
        {list.data.items.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span>
              {t('page.item', { kind: s.kind === 'report' ? t('page.report') : t('page.area'), label: s.label[lang] ?? s.label.en })}
              {s.confirmed ? null : <span className="text-sm text-muted-foreground"> ({t('page.pending')})</span>}
            </span>
            <Button variant="outline" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(s.id)}>
              {t('page.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {remove.isError ? <p role="alert">{t('errors.failed')}</p> : null}
    </div>
  )
}
