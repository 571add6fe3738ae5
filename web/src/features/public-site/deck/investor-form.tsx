import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'

import { useCreateInvestorRequest } from '../api/create-investor-request'
import { FormField } from './form-field'
import { investorSchema, isInvestorField, type InvestorValues } from './investor-schema'

type FormProblem = 'summary' | 'rateLimited' | 'network' | 'generic'

const empty: InvestorValues = { name: '', email: '', organization: '', message: '' }

/** problemOf names the form-level message for a failed request. */
function problemOf(error: unknown): FormProblem {
  if (!(error instanceof ApiError)) return 'generic'
  if (error.status === 429) return 'rateLimited'
  if (error.status === 0) return 'network'
  return 'generic'
}

/**
 * InvestorForm asks for the full deck (POST /api/investor-requests). Client
 * checks mirror the server's; the server's field codes are shown next to
 * their fields; on any failure what was typed stays in the form.
 */
export function InvestorForm() {
  const { t } = useTranslation('deck', { lng: 'en' })
  const mutation = useCreateInvestorRequest()
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const [sent, setSent] = useState(false)
  const successRef = useRef<HTMLParagraphElement>(null)
  const { register, handleSubmit, setError, reset, formState } = useForm<InvestorValues>({
    resolver: zodResolver(investorSchema),
    defaultValues: empty,
  })
  const { errors, isSubmitting } = formState

  // Move focus to the confirmation once it is shown.
  useLayoutEffect(() => {
    if (sent) successRef.current?.focus()
  }, [sent])

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    setSent(false)
    try {
      await mutation.mutateAsync(values)
      reset(empty)
      setSent(true)
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : []
      const known = fields.filter(([field]) => isInvestorField(field))
      known.forEach(([field, code], i) => {
        if (isInvestorField(field)) setError(field, { type: 'server', message: code }, { shouldFocus: i === 0 })
      })
      setProblem(known.length > 0 ? 'summary' : problemOf(error))
    }
  }, () => setProblem('summary'))

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-xl gap-4">
      <div aria-live="polite">
        {sent ? (
          <p ref={successRef} tabIndex={-1} className="flex items-center gap-2 font-medium text-success outline-none">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {t('form.success')}
          </p>
        ) : null}
      </div>
      <div aria-live="assertive">
        {problem ? <p className="font-medium text-destructive">{t(`form.errors.${problem}`)}</p> : null}
      </div>
      <FormField name="name" label={t('form.name')} registration={register('name')} error={errors.name} required autoComplete="name" />
      <FormField
        name="email"
        label={t('form.email')}
        registration={register('email')}
        error={errors.email}
        required
        type="email"
        autoComplete="email"
      />
      <FormField
        name="organization"
        label={t('form.organization')}
        registration={register('organization')}
        error={errors.organization}
        autoComplete="organization"
      />
      <FormField name="message" label={t('form.message')} registration={register('message')} error={errors.message} multiline />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  )
}
