import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useLanguage } from '@/hooks/use-language'
import { ApiError } from '@/lib/api-client'
import { useSignedInUserId, type SubscribeBody, type Subscribed } from '@/lib/subscriptions'

type Props = {
  /** submit sends the request; a visitor's carries their email and the page's language. */
  submit: (body: SubscribeBody) => Promise<Subscribed>
  button: string
  /** done and sent are the messages after a signed-in subscription and after a confirmation email. */
  done: string
  sent: string
}

/** SubscribeForm is one button for a signed-in user, or an email field and a button for a visitor. */
export function SubscribeForm({ submit, button, done, sent }: Props) {
  const { t } = useTranslation('follow')
  const lang = useLanguage()
  const signedIn = useSignedInUserId() !== null
  const [state, setState] = useState<'idle' | 'busy' | Subscribed>('idle')
  const [error, setError] = useState<string | undefined>()

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('email')
    setState('busy')
    setError(undefined)
    submit(signedIn ? {} : { email: typeof email === 'string' ? email : '', language: lang })
      .then(setState)
      .catch((err: unknown) => {
        setState('idle')
        setError(err instanceof ApiError && err.fields.email ? t('errors.email') : t('errors.failed'))
      })
  }

  if (state === 'active') return <p role="status">{done}</p>
  if (state === 'confirmation_sent') return <p role="status">{sent}</p>
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
      {signedIn ? null : (
        <div className="min-w-56 flex-1">
          <FormField label={t('follow.email')} error={error}>
            {(control) => <Input {...control} type="email" name="email" autoComplete="email" required className="bg-background" />}
          </FormField>
        </div>
      )}
      <Button type="submit" disabled={state === 'busy'}>
        {button}
      </Button>
      {signedIn && error ? <p role="alert">{error}</p> : null}
    </form>
  )
}
