import { Copy, KeyRound } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { PageFrame } from '@/components/layouts/page-frame'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { LoadingLine } from '@/components/ui/spinner'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'

import { useApiKeys, useCreateApiKey, useRevokeApiKey, type ApiKey } from '../api/api-keys'
import { copyText } from '../lib/copy'

function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/** ApiKeysPage is /dashboard/owner/api-keys: owners create, name and revoke the keys city systems file Open311 requests with. */
export function ApiKeysPage() {
  const { t } = useTranslation('integrations')
  const { t: tc } = useTranslation()
  const keys = useApiKeys()
  const create = useCreateApiKey()
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null)

  function submit(e: SyntheticEvent<HTMLFormElement>) {
    e.preventDefault()
    const trimmed = name.trim()
    if (!trimmed || trimmed.length > 100) {
      setError(t('keys.nameRequired'))
      return
    }
    setError('')
    create.mutate(trimmed, {
      onSuccess: (k) => {
        setSecret({ name: k.name, value: k.secret })
        setName('')
        toast.success(t('keys.created', { name: k.name }))
      },
      onError: () => toast.error(t('keys.error')),
    })
  }

  return (
    <PageFrame title={tc('pages.owner.apiKeys.title')} description={tc('pages.owner.apiKeys.description')} className="space-y-6">
      <p className="max-w-prose text-muted-foreground">{t('keys.intro')}</p>
      <p className="max-w-prose text-sm text-muted-foreground">{t('keys.docs', { url: `${window.location.origin}/open311/v2/` })}</p>
      <form onSubmit={submit} noValidate className="flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <FormField label={t('keys.name')} hint={t('keys.nameHint')} error={error} required>
            {(control) => <Input {...control} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />}
          </FormField>
        </div>
        <Button type="submit" disabled={create.isPending}>
          <KeyRound aria-hidden="true" className="size-4" />
          {create.isPending ? t('keys.creating') : t('keys.create')}
        </Button>
      </form>
      {secret ? (
        <Alert role="status">
          <AlertTitle>{t('keys.secretTitle')}</AlertTitle>
          <AlertDescription className="space-y-2">
            <p>{t('keys.secretText')}</p>
            <p>
              <code className="break-all rounded bg-muted px-2 py-1 font-mono text-sm" aria-label={secret.name}>
                {secret.value}
              </code>
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => void copyText(secret.value, t('keys.copied'), t('keys.copyFailed'))}>
              <Copy aria-hidden="true" className="size-4" />
              {t('keys.copy')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {keys.isPending ? (
        <LoadingLine>{t('keys.loading')}</LoadingLine>
      ) : keys.isError ? (
        <LoadErrorAlert title={t('keys.loadError')} retry={t('keys.retry')} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <p>{t('keys.empty')}</p>
      ) : (
        <ul aria-label={t('keys.listLabel')} className="space-y-3">
          {keys.data.map((k) => (
            <li key={k.id}>
              <KeyCard apiKey={k} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  )
}

function KeyCard({ apiKey: k }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation('integrations')
  const revoke = useRevokeApiKey()
  const lang = i18n.resolvedLanguage ?? i18n.language
  function onRevoke() {
    if (!window.confirm(t('keys.revokeConfirm', { name: k.name }))) return
    revoke.mutate(k.id, {
      onSuccess: () => toast.success(t('keys.revokedToast', { name: k.name })),
      onError: () => toast.error(t('keys.error')),
    })
  }
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">{k.name}</CardTitle>
          <Badge className={k.revoked_at ? 'border-border bg-secondary text-secondary-foreground' : 'border-transparent bg-success text-success-foreground'}>
            {k.revoked_at ? t('keys.revoked', { date: formatDate(k.revoked_at, lang) }) : t('keys.active')}
          </Badge>
        </div>
        <CardDescription>
          {t('keys.summary', {
            prefix: k.prefix,
            created: formatDate(k.created_at, lang),
            used: k.last_used_at ? t('keys.lastUsed', { date: formatDate(k.last_used_at, lang) }) : t('keys.neverUsed'),
          })}
        </CardDescription>
      </CardHeader>
      {k.revoked_at ? null : (
        <CardContent className="px-4">
          <Button type="button" variant="destructive" size="sm" disabled={revoke.isPending} onClick={onRevoke}>
            {t('keys.revoke', { name: k.name })}
          </Button>
        </CardContent>
      )}
    </Card>
  )
}
