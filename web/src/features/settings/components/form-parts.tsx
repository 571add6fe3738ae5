import { CircleAlert, LoaderCircle } from 'lucide-react'
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Alert, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

/** SettingsSection is one titled card of the settings page. */
export function SettingsSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">{description}</p>
      {children}
    </section>
  )
}

/** FormAlert announces a form-level error (role="alert"); nothing without a message. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle className="leading-snug">{message}</AlertTitle>
    </Alert>
  )
}

/** SaveButton stays focusable while saving (aria-disabled); the form ignores submits meanwhile. */
export function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  const { t } = useTranslation('shell')
  return (
    <Button type="submit" aria-disabled={pending || undefined}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {pending ? t('settings.saving') : label}
    </Button>
  )
}
