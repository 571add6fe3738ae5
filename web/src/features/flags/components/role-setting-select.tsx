import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Select } from '@/components/ui/select'

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
      <Select
        id={id}
        aria-describedby={flagNameId}
        value={settingOf(value)}
        onChange={(event) => onChange(event.target.value as RoleSetting)}
        className="w-auto px-2 text-sm"
      >
        <option value="inherit">{t('manage.setting.inherit', { value: t(globalOn ? 'value.on' : 'value.off') })}</option>
        <option value="on">{t('manage.setting.on')}</option>
        <option value="off">{t('manage.setting.off')}</option>
      </Select>
    </div>
  )
}
