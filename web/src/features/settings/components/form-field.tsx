import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FormField as FieldFrame } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

type Props = Omit<ComponentProps<'input'>, 'id'> & { label: string; hint?: string; error?: string }

/**
 * FormField is a labelled input with its hint and translated error, both
 * tied to it (aria-describedby, aria-invalid); a password field gets a
 * show/hide toggle. Spread react-hook-form's register() into it.
 */
export function FormField({ label, hint, error, type, ...input }: Props) {
  const { t } = useTranslation('shell')
  const [visible, setVisible] = useState(false)
  const password = type === 'password'
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <Input {...input} {...control} type={password && visible ? 'text' : type} className={password ? 'pr-11' : undefined} />
          {password ? (
            <Button
              variant="ghost"
              size="icon"
              className="absolute inset-y-0 right-0 h-full"
              aria-label={t('settings.password.show')}
              aria-pressed={visible}
              aria-controls={control.id}
              onClick={() => setVisible((value) => !value)}
            >
              {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </Button>
          ) : null}
        </div>
      )}
    </FieldFrame>
  )
}
