import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectField } from '@/components/ui/select-field'
import { Textarea } from '@/components/ui/textarea'

import type { Department, DepartmentInput } from '../api/departments'
import { formatCodes, parseCodes, type FormErrors } from '../lib/errors'

type Props = {
  initial?: Department
  pending: boolean
  errors: FormErrors
  onSubmit: (input: DepartmentInput) => void
  onCancel?: () => void
}

/** DepartmentForm creates or edits a department: its emails and language, or the Open311 endpoint of the city's 311 system. */
export function DepartmentForm({ initial, pending, errors, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('departments')
  const [name, setName] = useState(initial?.name ?? '')
  const [emails, setEmails] = useState((initial?.emails ?? []).join(', '))
  const [language, setLanguage] = useState(initial?.language ?? 'en')
  const [isDefault, setDefault] = useState(initial?.is_default ?? false)
  const [open311, setOpen311] = useState(initial?.open311 != null)
  const [baseUrl, setBaseUrl] = useState(initial?.open311?.base_url ?? '')
  const [apiKey, setApiKey] = useState('')
  const [jurisdiction, setJurisdiction] = useState(initial?.open311?.jurisdiction_id ?? '')
  const [codes, setCodes] = useState(formatCodes(initial?.open311?.service_codes ?? null))

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit({
      name: name.trim(),
      emails: emails.split(/[,\s]+/).map((e) => e.trim()).filter(Boolean),
      language,
      is_default: isDefault,
      open311: open311 ? { base_url: baseUrl.trim(), api_key: apiKey.trim(), jurisdiction_id: jurisdiction.trim(), service_codes: parseCodes(codes) } : null,
    })
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border p-4" noValidate>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t(errors.form)}
        </p>
      ) : null}
      <FormField label={t('form.name')} required error={errors.name ? t(errors.name) : undefined}>
        {(control) => <Input {...control} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <FormField label={t('form.emails')} hint={t('form.emailsHint')} error={errors.emails ? t(errors.emails) : undefined}>
        {(control) => <Input {...control} type="text" inputMode="email" value={emails} onChange={(e) => setEmails(e.target.value)} />}
      </FormField>
      <SelectField
        label={t('form.language')}
        value={language}
        onChange={(e) => setLanguage(e.target.value)}
        options={[
          { value: 'en', label: t('languages.en') },
          { value: 'es', label: t('languages.es') },
        ]}
      />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 size-4" checked={isDefault} onChange={(e) => setDefault(e.target.checked)} />
        <span>{t('form.isDefault')}</span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 size-4" checked={open311} onChange={(e) => setOpen311(e.target.checked)} />
        <span>{t('form.open311')}</span>
      </label>
      {open311 ? (
        <fieldset className="space-y-4 border-l-2 pl-4">
          <FormField label={t('form.baseUrl')} hint={t('form.baseUrlHint')} required error={errors.baseUrl ? t(errors.baseUrl) : undefined}>
            {(control) => <Input {...control} type="url" value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} />}
          </FormField>
          <FormField label={t('form.apiKey')} hint={initial?.open311?.api_key_set ? t('form.apiKeyKept') : undefined}>
            {(control) => <Input {...control} type="password" autoComplete="off" value={apiKey} onChange={(e) => setApiKey(e.target.value)} />}
          </FormField>
          <FormField label={t('form.jurisdiction')}>
            {(control) => <Input {...control} value={jurisdiction} onChange={(e) => setJurisdiction(e.target.value)} />}
          </FormField>
          <FormField label={t('form.serviceCodes')} hint={t('form.serviceCodesHint')} error={errors.serviceCodes ? t(errors.serviceCodes) : undefined}>
            {(control) => <Textarea {...control} value={codes} onChange={(e) => setCodes(e.target.value)} className="font-mono" />}
          </FormField>
        </fieldset>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {initial ? t('form.save') : t('form.create')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
