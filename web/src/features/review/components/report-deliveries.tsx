import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { Spinner } from '@/components/ui/spinner'
import { actsAs } from '@/lib/reviewer-powers'

import { useDeliveries, useDepartmentNames, useReportUpdates, useResend, type Delivery } from '../api/deliveries'
import { useFormatters } from '../lib/format'
import { Section } from './section'

type UpdateKind = 'acknowledged' | 'in_progress' | 'fixed' | 'not_ours'

function DeliveryItem({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('departments')
  const fmt = useFormatters()
  const channel = delivery.channel === 'open311' ? t('delivery.channel.open311') : t('delivery.channel.email')
  return (
    <li className="space-y-0.5 text-sm">
      <p className="font-medium" data-delivery-state={delivery.state}>
        {t(`delivery.state.${delivery.state}`)}
      </p>
      {delivery.department_name ? <p>{t('delivery.to', { department: delivery.department_name, channel })}</p> : null}
      <p className="text-muted-foreground">
        <time dateTime={delivery.created_at}>{t('delivery.when', { time: fmt.dateTime(delivery.created_at) })}</time>
      </p>
      {delivery.attempts > 0 ? <p className="text-muted-foreground">{t('delivery.attempts', { count: delivery.attempts })}</p> : null}
      {delivery.external_id ? <p>{t('delivery.externalId', { id: delivery.external_id })}</p> : null}
      {delivery.last_error ? <p className="text-destructive">{t('delivery.lastError', { error: delivery.last_error })}</p> : null}
    </li>
  )
}

/**
 * ReportDeliveries shows staff where an approved report was delivered
 * (department, channel, state, tries, the 311 request id), what the
 * departments said back, and, to those who may approve, "Resend" to the
 * routed department or another one (a report a department said is not
 * theirs, or one no department took).
 */
export function ReportDeliveries({ id, approved, roles }: { id: string; approved: boolean; roles: readonly string[] }) {
  const { t } = useTranslation('departments')
  const fmt = useFormatters()
  const mayResend = approved && (actsAs(roles, 'reviewer') || roles.includes('reporter_admin'))
  const deliveries = useDeliveries(id, approved)
  const updates = useReportUpdates(id)
  const departments = useDepartmentNames(mayResend)
  const resend = useResend(id)
  const [department, setDepartment] = useState('')
  const [resent, setResent] = useState(false)

  if (deliveries.isPending) return <Spinner className="py-4" />
  if (deliveries.isError) return <p className="text-sm text-destructive">{t('delivery.error')}</p>
  const list = [...deliveries.data].reverse()
  const latest = list[0]
  return (
    <div className="space-y-4">
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('delivery.empty')}</p>
      ) : (
        <ol className="space-y-3 border-l pl-4">
          {list.map((d) => (
            <DeliveryItem key={d.id} delivery={d} />
          ))}
        </ol>
      )}
      {updates.data && updates.data.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-medium">{t('updates.title')}</h3>
          <ol className="space-y-2 border-l pl-4 text-sm">
            {updates.data.map((u) => (
              <li key={u.id}>
                <p className="font-medium">{t(`updates.kind.${u.kind as UpdateKind}`)}</p>
                <p className="text-muted-foreground">{t('updates.from', { department: u.department_name, time: fmt.dateTime(u.created_at) })}</p>
                {u.note ? <p className="whitespace-pre-line">{u.note}</p> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {mayResend ? (
        <div className="space-y-2">
          {latest && (latest.state === 'not_ours' || latest.state === 'unrouted' || latest.state === 'failed') ? (
            <p className="text-sm font-medium">{t('delivery.reroute')}</p>
          ) : null}
          <SelectField
            label={t('delivery.resendTo')}
            empty={t('delivery.routed')}
            value={department}
            onChange={(e) => setDepartment(e.target.value)}
            options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
          <Button
            type="button"
            variant="outline"
            disabled={resend.isPending}
            onClick={() => {
              setResent(false)
              resend.mutate(department, { onSuccess: () => setResent(true) })
            }}
          >
            {t('delivery.resend')}
          </Button>
          <p role="status" className="text-sm">
            {resent ? t('delivery.resent') : null}
            {resend.isError ? <span className="text-destructive">{t('delivery.resendError')}</span> : null}
          </p>
        </div>
      ) : null}
    </div>
  )
}

/** DeliveriesSection is ReportDeliveries under its heading, for approved reports only. */
export function DeliveriesSection({ id, status, roles }: { id: string; status: string; roles: readonly string[] }) {
  const { t } = useTranslation('departments')
  if (status !== 'approved') return null
  return (
    <Section title={t('delivery.title')}>
      <ReportDeliveries id={id} approved roles={roles} />
    </Section>
  )
}
