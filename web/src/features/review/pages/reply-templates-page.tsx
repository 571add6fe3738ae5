import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { PageFrame } from '@/components/layouts/page-frame'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { useDeleteTemplate, useSaveTemplate, useTemplates, type ReplyTemplate, type TemplateInput } from '../api/staff-work'
import { LoadError } from '../components/load-error'
import { useErrorText, useFieldErrorText } from '../lib/errors'
import { reasonCodes } from '../lib/workflow'

const languages = ['en', 'es'] as const
const empty: TemplateInput = { reason_code: '', language: 'en', title: '', body: '' }

/**
 * ReplyTemplatesPage is /dashboard/reply-templates: admins (reporter and
 * reviewer admins, the owner) write the replies staff put into a rejection's
 * note, one per reason and language (the server checks the roles).
 */
export function ReplyTemplatesPage() {
  const { t } = useTranslation('common')
  const { t: ts } = useTranslation('staff')
  const { t: tr } = useTranslation('review')
  const templates = useTemplates()
  const remove = useDeleteTemplate()
  const [editing, setEditing] = useState<(TemplateInput & { id?: string }) | null>(null)
  const errorText = useErrorText()

  let list
  if (templates.isPending) list = <Spinner className="w-full py-8" />
  else if (templates.isError) list = <LoadError error={templates.error} onRetry={() => void templates.refetch()} />
  else if (templates.data.length === 0) list = <p className="text-muted-foreground">{ts('templates.empty')}</p>
  else
    list = (
      <ul className="space-y-3">
        {templates.data.map((tpl: ReplyTemplate) => (
          <li key={tpl.id} className="space-y-2 rounded-lg border p-3">
            <p className="font-medium">{tpl.title}</p>
            <p className="text-sm text-muted-foreground">
              {tr(`reasons.${tpl.reason_code as (typeof reasonCodes)[number]}`)} · {ts(`templates.languages.${tpl.language === 'es' ? 'es' : 'en'}`)}
            </p>
            <p className="text-sm whitespace-pre-line">{tpl.body}</p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing({ ...tpl })}>
                {ts('templates.edit')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(tpl.id, {
                    onSuccess: () => toast.success(undefined, ts('templates.deleted')),
                    onError: (error) => toast.error(undefined, errorText(error)),
                  })
                }
              >
                {ts('templates.delete')}
                <span className="sr-only">: {tpl.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    )

  return (
    <PageFrame title={t('pages.replyTemplates.title')} description={t('pages.replyTemplates.description')}>
      <div className="space-y-6">
        {editing ? (
          <TemplateForm key={editing.id ?? 'new'} value={editing} onDone={() => setEditing(null)} />
        ) : (
          <Button onClick={() => setEditing({ ...empty })}>{ts('templates.new')}</Button>
        )}
        {list}
      </div>
    </PageFrame>
  )
}

function TemplateForm({ value, onDone }: { value: TemplateInput & { id?: string }; onDone: () => void }) {
  const { t: ts } = useTranslation('staff')
  const { t: tr } = useTranslation('review')
  const save = useSaveTemplate()
  const fieldError = useFieldErrorText()
  const errorText = useErrorText()
  const [fields, setFields] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const get = (name: string) => {
      const v = data.get(name)
      return typeof v === 'string' ? v : ''
    }
    setFields({})
    setFormError(null)
    save.mutate(
      { id: value.id, reason_code: get('reason_code'), language: get('language'), title: get('title'), body: get('body') },
      {
        onSuccess: () => {
          toast.success(undefined, ts('templates.saved'))
          onDone()
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields)
          else setFormError(errorText(error))
        },
      },
    )
  }
  const err = (name: string) => (fields[name] ? fieldError(fields[name]) : undefined)
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2">
      <SelectField
        label={ts('templates.reason')}
        name="reason_code"
        required
        defaultValue={value.reason_code}
        error={err('reason_code')}
        empty={tr('decision.chooseReason')}
        options={reasonCodes.map((code) => ({ value: code, label: tr(`reasons.${code}`) }))}
      />
      <SelectField
        label={ts('templates.language')}
        name="language"
        required
        defaultValue={value.language}
        error={err('language')}
        options={languages.map((lang) => ({ value: lang, label: ts(`templates.languages.${lang}`) }))}
      />
      <FormField label={ts('templates.title')} error={err('title')} required>
        {(control) => <Input {...control} name="title" defaultValue={value.title} maxLength={100} />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={ts('templates.body')} error={err('body')} required>
          {(control) => <Textarea {...control} name="body" defaultValue={value.body} maxLength={2000} rows={5} />}
        </FormField>
      </div>
      {formError ? (
        <Alert variant="destructive" className="sm:col-span-2">
          <AlertDescription className="text-current">{formError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? ts('templates.saving') : ts('templates.save')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {ts('templates.cancel')}
        </Button>
      </div>
    </form>
  )
}
