import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'

import type { InvestorRequest } from '../api/list-investor-requests'
import { useUpdateInvestorRequest } from '../api/update-investor-request'
import { saveErrorKeys, type SaveErrors } from '../lib/errors'
import { investorStatuses, toInvestorStatus, type InvestorStatus } from '../lib/statuses'

/** RequestForm edits one request's status and notes; Save sends them, and a refusal keeps what was typed. */
export function RequestForm({ request }: { request: InvestorRequest }) {
  const { t } = useTranslation('investors')
  const [status, setStatus] = useState<InvestorStatus>(request.status)
  const [notes, setNotes] = useState(request.notes)
  const [errors, setErrors] = useState<SaveErrors>({})
  const update = useUpdateInvestorRequest()

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    setErrors({})
    update.mutate(
      { id: request.id, update: { status, notes } },
      {
        onSuccess: (saved) => toast.success(undefined, t('request.saved', { name: saved.name })),
        onError: (error) => setErrors(saveErrorKeys(error)),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField label={t('request.status')} error={errors.status ? t(errors.status) : undefined}>
        {(control) => (
          <Select
            {...control}
            value={status}
            onChange={(event) => setStatus(toInvestorStatus(event.target.value) ?? status)}
          >
            {investorStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('request.notes')} hint={t('request.notesHint')} error={errors.notes ? t(errors.notes) : undefined}>
        {(control) => (
          <Textarea {...control} rows={3} className="min-h-20" value={notes} onChange={(event) => setNotes(event.target.value)} />
        )}
      </FormField>
      <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {errors.form ? t(errors.form) : ''}
      </p>
      <Button type="submit" disabled={update.isPending} aria-label={t('request.saveLabel', { name: request.name })}>
        {update.isPending ? t('request.saving') : t('request.save')}
      </Button>
    </form>
  )
}
