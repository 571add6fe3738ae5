import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import type { BadgeVariant } from '@/components/ui/badge-variants'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

import type { InvestorRequest } from '../api/list-investor-requests'
import { formatReceived } from '../lib/format'
import type { InvestorStatus } from '../lib/statuses'
import { RequestForm } from './request-form'

const badgeVariant: Record<InvestorStatus, BadgeVariant> = {
  new: 'primary',
  contacted: 'soft',
  deck_sent: 'success',
}

/** RequestCard shows one investor request: who asked, what they wrote, and its status and notes to edit. */
export function RequestCard({ request }: { request: InvestorRequest }) {
  const { t, i18n } = useTranslation('investors')
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">{request.name}</CardTitle>
          <Badge variant={badgeVariant[request.status]}>
            <span className="sr-only">{t('request.currentStatus')}: </span>
            {t(`status.${request.status}`)}
          </Badge>
        </div>
        <CardDescription>
          <time dateTime={request.created_at}>{t('request.received', { date: formatReceived(request.created_at, i18n.resolvedLanguage ?? i18n.language) })}</time>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6 md:grid-cols-2">
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium">{t('request.email')}</dt>
            <dd>
              <a className="break-all text-primary underline underline-offset-2" href={`mailto:${request.email}`}>
                {request.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('request.organization')}</dt>
            <dd>{request.organization || t('request.noOrganization')}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('request.message')}</dt>
            <dd className="whitespace-pre-line break-words">{request.message || t('request.noMessage')}</dd>
          </div>
        </dl>
        <RequestForm request={request} />
      </CardContent>
    </Card>
  )
}
