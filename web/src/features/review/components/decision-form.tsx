import { zodResolver } from '@hookform/resolvers/zod'
import { useLayoutEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Select, SelectOptions } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api-client'

import { useErrorText, useFieldErrorText } from '../lib/errors'
import { isReasonCode, reasonCodes } from '../lib/workflow'
import { Field } from './field'
import { TemplatePicker } from './template-picker'

export type DecisionValues = { reason: string; note: string }

type Props = {
  needReason: boolean
  /** noteRequired says, for the chosen reason, whether the note must be filled. */
  noteRequired: (reason: string) => boolean
  submitLabel: string
  destructive?: boolean
  /** onSubmit sends the decision; an ApiError it throws is shown next to its field or above the buttons. */
  onSubmit: (values: DecisionValues) => Promise<void>
  onCancel?: () => void
  /** reportId, for a rejection, offers the reply templates in the reporter's language. */
  reportId?: string
  /** firstReason starts on the first reason with the reason field focused (the r shortcut); Enter there sends. */
  firstReason?: boolean
}

const maxNote = 2000

/** DecisionForm asks for a reason code and a note, checks them as the server will, and keeps what was typed on failure. */
export function DecisionForm({ needReason, noteRequired, submitLabel, destructive, onSubmit, onCancel, firstReason = false, reportId }: Props) {
  const { t } = useTranslation('review')
  const fieldError = useFieldErrorText()
  const errorText = useErrorText()
  const [formError, setFormError] = useState<string | null>(null)
  const schema = z
    .object({ reason: z.string(), note: z.string().max(maxNote, 'too_long') })
    .superRefine((v, ctx) => {
      if (needReason && !isReasonCode(v.reason)) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' })
      if (noteRequired(v.reason) && !v.note.trim()) ctx.addIssue({ code: 'custom', path: ['note'], message: 'required' })
    })
  const form = useForm<DecisionValues>({
    resolver: zodResolver(schema),
    defaultValues: { reason: needReason && firstReason ? reasonCodes[0] : '', note: '' },
  })
  const reasonField = form.register('reason')
  const reasonRef = useRef<HTMLSelectElement | null>(null)
  // After the dialog's own focus (its first control) has settled.
  useLayoutEffect(() => {
    if (!(needReason && firstReason)) return
    const id = requestAnimationFrame(() => reasonRef.current?.focus())
    return () => cancelAnimationFrame(id)
  }, [needReason, firstReason])
  const reason = useWatch({ control: form.control, name: 'reason' })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await onSubmit(values)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {}
      const mapped = Object.entries(fields).filter(([name]) => name === 'reason_code' || name === 'note')
      for (const [name, code] of mapped) form.setError(name === 'reason_code' ? 'reason' : 'note', { message: code }, { shouldFocus: true })
      if (mapped.length === 0) setFormError(errorText(error))
    }
  })

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {needReason ? (
        <Field label={t('decision.reason')} error={errors.reason?.message && fieldError(errors.reason.message)} required>
          {(control) => (
            <Select
              {...control}
              {...reasonField}
              ref={(el) => {
                reasonField.ref(el)
                reasonRef.current = el
              }}
              onKeyDown={(event) => {
                // The keyboard's way to send from the reason: Enter (a select never submits by itself).
                if (event.key !== 'Enter' || !firstReason) return
                event.preventDefault()
                event.currentTarget.form?.requestSubmit()
              }}
            >
              <SelectOptions empty={t('decision.chooseReason')} options={reasonCodes.map((code) => ({ value: code, label: t(`reasons.${code}`) }))} />
            </Select>
          )}
        </Field>
      ) : null}
      {needReason && reportId ? (
        <TemplatePicker
          reportId={reportId}
          reason={reason}
          onInsert={(text) => {
            const note = form.getValues('note').trim()
            form.setValue('note', note ? `${note}\n\n${text}` : text, { shouldValidate: form.formState.isSubmitted })
          }}
        />
      ) : null}
      <Field
        label={t('decision.note')}
        hint={noteRequired(reason) ? t('decision.noteRequiredHint') : t('decision.noteOptionalHint')}
        error={errors.note?.message && fieldError(errors.note.message)}
        required={noteRequired(reason)}
      >
        {(control) => <Textarea {...control} {...form.register('note')} rows={4} maxLength={maxNote} className="min-h-0" />}
      </Field>
      {formError ? (
        <Alert variant="destructive">
          <AlertDescription className="text-current">{formError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t('decision.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={isSubmitting}>
          {isSubmitting ? t('decision.sending') : submitLabel}
        </Button>
      </div>
    </form>
  )
}
