import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Spinner } from '@/components/ui/spinner'
import { useAppConfig } from '@/config/config-context'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { useRetention, useSaveRetention, type Retention } from '../api/privacy'
import { FormField } from './form-field'
import { FormAlert, SaveButton, SettingsSection } from './form-parts'

const fields = ['originals_months', 'closed_months'] as const
type Field = (typeof fields)[number]
const labels = { originals_months: 'originals', closed_months: 'closed' } as const

/** valid is a whole number of months the server takes (1–120). */
const valid = (value: string) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 120

/** RetentionSection is the owner's retention policy (GET/PUT /api/owner/retention). */
export function RetentionSection() {
  const { t } = useTranslation('privacy')
  const { app_name } = useAppConfig()
  const retention = useRetention(true)

  return (
    <SettingsSection title={t('retention.title')} description={t('retention.description', { app: app_name })}>
      {retention.data ? (
        <RetentionForm key={`${retention.data.originals_months}/${retention.data.closed_months}`} saved={retention.data} />
      ) : retention.isPending ? (
        <Spinner className="w-full py-6" />
      ) : (
        <LoadErrorAlert title={t('retention.loadError')} retry={t('retention.retry')} onRetry={() => void retention.refetch()} />
      )}
    </SettingsSection>
  )
}

function RetentionForm({ saved }: { saved: Retention }) {
  const { t } = useTranslation('privacy')
  const save = useSaveRetention()
  const [values, setValues] = useState<Record<Field, string>>({ originals_months: String(saved.originals_months), closed_months: String(saved.closed_months) })
  const [errors, setErrors] = useState<Partial<Record<Field, boolean>>>({})
  const [formError, setFormError] = useState<string | null>(null)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (save.isPending) return
    setFormError(null)
    const wrong = Object.fromEntries(fields.filter((f) => !valid(values[f])).map((f) => [f, true]))
    setErrors(wrong)
    if (Object.keys(wrong).length > 0) return
    try {
      await save.mutateAsync({ originals_months: Number(values.originals_months), closed_months: Number(values.closed_months) })
      toast.success(undefined, t('retention.saved'))
    } catch (cause) {
      if (cause instanceof ApiError && fields.some((f) => cause.fields[f])) setErrors(Object.fromEntries(fields.map((f) => [f, Boolean(cause.fields[f])])))
      else setFormError(t('retention.failed'))
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormAlert message={formError} />
      {fields.map((field) => (
        <FormField
          key={field}
          label={t(`retention.${labels[field]}`)}
          hint={t(`retention.${labels[field]}Hint`)}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          name={field}
          aria-required="true"
          error={errors[field] ? t('retention.outOfRange') : undefined}
          value={values[field]}
          onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
        />
      ))}
      <SaveButton pending={save.isPending} label={t('retention.save')} />
    </form>
  )
}
