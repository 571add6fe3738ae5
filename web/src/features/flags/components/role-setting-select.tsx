import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import type { RoleSetting } from '../api/set-role-flag'
import type { FlagRole } from '../lib/flag-ids'

type Props = {
  role: FlagRole
  value: boolean | undefined
  globalOn: boolean
  flagNameId: string
  onChange: (setting: RoleSetting) => void
}

const settingOf = (value: boolean | undefined): RoleSetting => (value === undefined ? 'inherit' : value ? 'on' : 'off')

/** RoleSettingSelect is one role's tri-state value for a flag: same as global, on or off. */
export function RoleSettingSelect({ role, value, globalOn, flagNameId, onChange }: Props) {
  const { t } = useTranslation('flags')
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t(`roles.${role}`)}
      </label>
      <select
        id={id}
        aria-describedby={flagNameId}
        value={settingOf(value)}
        onChange={(event) => onChange(event.target.value as RoleSetting)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <option value="inherit">{t('manage.setting.inherit', { value: t(globalOn ? 'value.on' : 'value.off') })}</option>
        <option value="on">{t('manage.setting.on')}</option>
        <option value="off">{t('manage.setting.off')}</option>
      </select>
    </div>
  )
}
