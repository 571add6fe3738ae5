import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router-dom'

import { PageFrame } from '@/components/layouts/page-frame'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { LoadingLine } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api-client'

import { updateKinds, useSendUpdate, useUpdatePage, type UpdateKind, type UpdatePageData } from '../api/updates'
import { useDateTime } from '../lib/format'
import { useTypeOptions } from '../lib/type-options'

function UpdateForm({ id, sig, data }: { id: string; sig: string; data: UpdatePageData }) {
  const { t } = useTranslation('departments')
  const [kind, setKind] = useState<UpdateKind>('acknowledged')
  const [note, setNote] = useState('')
  const [sent, setSent] = useState(false)
  const send = useSendUpdate(id, sig)
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    setSent(false)
    send.mutate({ kind, note: note.trim() }, { onSuccess: () => { setSent(true); setNote('') } })
  }
  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border p-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium">{t('updatePage.kind')}</legend>
        {updateKinds.map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="size-4" />
            <span>{t(`updates.kind.${k}`)}</span>
          </label>
        ))}
      </fieldset>
      <FormField label={data.private ? t('updatePage.notePrivate') : t('updatePage.note')}>
        {(control) => <Textarea {...control} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />}
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {t('updatePage.submit')}
      </Button>
      <p role="status" className="text-sm font-medium">
        {sent ? t('updatePage.sent') : null}
        {send.isError ? <span className="text-destructive">{t('updatePage.sendError')}</span> : null}
      </p>
    </form>
  )
}

/**
 * DepartmentUpdatePage is /{lang}/department-update/{id}?sig=: the page a
 * department opens from the signed link of its email, without an account,
 * to say where the report stands (acknowledged, in progress, fixed, not
 * theirs) with a note.
 */
export function DepartmentUpdatePage() {
  const { t } = useTranslation('departments')
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const sig = params.get('sig') ?? ''
  const page = useUpdatePage(id, sig)
  const dateTime = useDateTime()
  const types = useTypeOptions('')
  let body
  if (!sig)
    body = (
      <p role="alert" className="font-medium text-destructive">
        {t('updatePage.invalid')}
      </p>
    )
  else if (page.isPending) body = <LoadingLine>{t('updatePage.loading')}</LoadingLine>
  else if (page.isError)
    body = (
      <p role="alert" className="font-medium text-destructive">
        {page.error instanceof ApiError && (page.error.status === 403 || page.error.status === 404) ? t('updatePage.invalid') : t('updatePage.error')}
      </p>
    )
  else {
    const data = page.data
    body = (
      <div className="space-y-8">
        <section className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('updatePage.for', { department: data.department_name })}</p>
          {data.private ? <p className="rounded-lg border p-3 text-sm font-medium">{t('updatePage.private')}</p> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium">{t('updatePage.type')}</dt>
            <dd>{types.label(data.category, data.type)}</dd>
            {data.place ? (
              <>
                <dt className="font-medium">{t('updatePage.place')}</dt>
                <dd>{data.place}</dd>
              </>
            ) : null}
            <dt className="font-medium">{t('updatePage.details')}</dt>
            <dd className="whitespace-pre-line">{data.description}</dd>
          </dl>
          {data.resolved ? <p className="font-medium">{t('updatePage.resolved')}</p> : null}
        </section>
        <section aria-labelledby="update-history" className="space-y-2">
          <h2 id="update-history" className="text-lg font-semibold">
            {t('updatePage.history')}
          </h2>
          {data.updates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('updatePage.none')}</p>
          ) : (
            <ol className="space-y-2 border-l pl-4 text-sm">
              {data.updates.map((u) => (
                <li key={u.id}>
                  <p className="font-medium">{t(`updates.kind.${u.kind as UpdateKind}`)}</p>
                  <p className="text-muted-foreground">
                    <time dateTime={u.created_at}>{dateTime(u.created_at)}</time>
                  </p>
                  {u.note ? <p className="whitespace-pre-line">{u.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
        <UpdateForm id={id} sig={sig} data={data} />
      </div>
    )
  }
  return (
    <PageFrame title={t('updatePage.title')} description={t('updatePage.description')} className="max-w-3xl">
      {body}
    </PageFrame>
  )
}
