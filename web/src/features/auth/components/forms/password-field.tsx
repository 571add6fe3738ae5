import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> & { label: string; hint?: string; error?: string }

/** PasswordField is a password input with a show/hide toggle, useful on a phone keyboard. */
export function PasswordField({ label, hint, error, ...input }: Props) {
  const { t } = useTranslation('auth')
  const [visible, setVisible] = useState(false)
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <Input {...input} {...control} type={visible ? 'text' : 'password'} className="pr-11" />
          <Button
            variant="ghost"
            size="icon"
            className="absolute inset-y-0 right-0 h-full"
            aria-label={t('fields.showPassword')}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
      )}
    </FormField>
  )
}
