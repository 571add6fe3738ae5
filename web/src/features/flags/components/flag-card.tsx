import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Card, CardContent, CardHeader } from '@/components/ui/card'

import type { OwnerFlag } from '../api/get-owner-flags'
import type { RoleSetting } from '../api/set-role-flag'
import { flagRoles, type FlagRole } from '../lib/flag-ids'
import { useFlagLabels } from '../lib/labels'
import { GlobalSwitch } from './global-switch'
import { RoleSettingSelect } from './role-setting-select'

type Props = {
  flag: OwnerFlag
  onGlobal: (enabled: boolean) => void
  onRole: (role: FlagRole, setting: RoleSetting) => void
}

/** FlagCard shows one flag with its description, its global switch and a value per role. */
export function FlagCard({ flag, onGlobal, onRole }: Props) {
  const { t } = useTranslation('flags')
  const labels = useFlagLabels()
  const nameId = useId()
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="gap-2 px-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 id={nameId} className="font-semibold leading-snug">
            {labels.name(flag.flag_id)}
          </h2>
          <p className="font-mono text-xs text-muted-foreground">{flag.flag_id}</p>
          <p className="text-sm text-muted-foreground">{labels.description(flag.flag_id, flag.description)}</p>
        </div>
        <GlobalSwitch checked={flag.enabled} flagNameId={nameId} onChange={onGlobal} />
      </CardHeader>
      <CardContent className="px-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('manage.perRole')}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {flagRoles.map((role) => (
              <RoleSettingSelect
                key={role}
                role={role}
                value={flag.roles[role]}
                globalOn={flag.enabled}
                flagNameId={nameId}
                onChange={(setting) => onRole(role, setting)}
              />
            ))}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  )
}
