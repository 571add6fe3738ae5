import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Button } from '@/components/ui/button'

import type { OwnerUser } from '../api/list-users'
import { displayName } from '../lib/format'
import { Badge } from '@/components/ui/badge'
import { RoleSwitches } from './role-switches'

type Props = { user: OwnerUser; isSelf: boolean; onChangeUser: () => void }

/** SelectedUser shows the chosen user and the switches for their roles. */
export function SelectedUser({ user, isSelf, onChangeUser }: Props) {
  const { t } = useTranslation('owner')
  const id = useId()
  const name = displayName(user) ?? user.email
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('roleManagement.rolesTitle', { name })}
        </h2>
        <p className="flex flex-wrap items-center gap-2 break-all text-sm text-muted-foreground">
          {user.email}
          {user.disabled ? <Badge variant="destructive">{t('users.disabled')}</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">{t('roleManagement.rolesHint')}</p>
      </div>
      <RoleSwitches key={user.id} user={user} isSelf={isSelf} />
      <Button variant="outline" size="sm" onClick={onChangeUser}>
        {t('roleManagement.changeUser')}
      </Button>
    </section>
  )
}
