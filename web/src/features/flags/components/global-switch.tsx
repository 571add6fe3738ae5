import { Switch } from 'radix-ui'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'

/** GlobalSwitch is a flag's global value; its name reads "On for everyone" and the flag's name. */
export function GlobalSwitch({ checked, flagNameId, onChange }: { checked: boolean; flagNameId: string; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('flags')
  const labelId = useId()
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-medium">
        {t('manage.global')}
      </span>
      <Switch.Root
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={`${labelId} ${flagNameId}`}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <span aria-hidden="true" className="w-20 text-sm text-muted-foreground">
        {t(checked ? 'value.on' : 'value.off')}
      </span>
    </div>
  )
}
