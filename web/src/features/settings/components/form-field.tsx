import { Eye, EyeOff } from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type Props = Omit<ComponentProps<'input'>, 'id'> & { label: string; hint?: string; error?: string }

/**
 * FormField is a labelled input with its hint and translated error, both
 * tied to it (aria-describedby, aria-invalid); a password field gets a
 * show/hide toggle. Spread react-hook-form's register() into it.
 */
export function FormField({ label, hint, error, type, ...input }: Props) {
  const { t } = useTranslation('shell')
  const id = useId()
  const [visible, setVisible] = useState(false)
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  const password = type === 'password'
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          {...input}
          id={id}
          type={password && visible ? 'text' : type}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          className={password ? 'pr-11' : undefined}
        />
        {password ? (
          <Button
            variant="ghost"
            size="icon"
            className="absolute inset-y-0 right-0 h-full"
            aria-label={t('settings.password.show')}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
