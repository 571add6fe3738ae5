import { LoaderCircle } from 'lucide-react'
import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { ApiError, setAccessToken } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'

import { deleteAccount } from '../api/privacy'
import { leaveApp } from '../lib/save-file'
import { FormField } from './form-field'
import { FormAlert, SettingsSection } from './form-parts'

const effects = ['account', 'open', 'published'] as const

/**
 * DeleteAccountSection deletes the account (DELETE /api/me) once the password
 * is entered again, then leaves for the public home page.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('privacy')
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (pending) return
    setFormError(null)
    if (!password) {
      setFieldError(t('delete.required'))
      return
    }
    setFieldError(null)
    setPending(true)
    try {
      await deleteAccount(password)
      setAccessToken(null)
      leaveApp(currentLanguage())
    } catch (cause) {
      setPending(false)
      if (cause instanceof ApiError && cause.fields.password) setFieldError(t(cause.fields.password === 'incorrect' ? 'delete.incorrect' : 'delete.required'))
      else if (cause instanceof ApiError && cause.fields.account === 'last_owner') setFormError(t('delete.lastOwner'))
      else if (cause instanceof ApiError && cause.status === 429) setFormError(t('delete.rateLimited'))
      else setFormError(t('delete.failed'))
    }
  }

  return (
    <SettingsSection title={t('delete.title')} description={t('delete.description')}>
      <ul className="mb-4 list-disc space-y-1 pl-5 text-sm">
        {effects.map((key) => (
          <li key={key}>{t(`delete.effects.${key}`)}</li>
        ))}
      </ul>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={formError} />
        <FormField
          label={t('delete.password')}
          type="password"
          name="delete-password"
          autoComplete="current-password"
          aria-required="true"
          hint={t('delete.passwordHint')}
          error={fieldError ?? undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="destructive" aria-disabled={pending || undefined}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {pending ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </form>
    </SettingsSection>
  )
}
