import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { cn } from '@/lib/utils'

import { Button } from './button'
import { Input } from './input'

/**
 * PasswordInput is a password box with a show/hide switch (useful on a
 * phone keyboard); the switch is a toggle button with a translated name.
 */
export function PasswordInput({ className, id, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('common')
  const [visible, setVisible] = useState(false)
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  return (
    <div className="relative">
      <Input {...props} id={inputId} type={visible ? 'text' : 'password'} className={cn('pr-11', className)} />
      <Button
        variant="ghost"
        size="icon"
        className="absolute inset-y-0 right-0 h-full"
        aria-label={t('a11y.showPassword')}
        aria-pressed={visible}
        aria-controls={inputId}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
    </div>
  )
}
