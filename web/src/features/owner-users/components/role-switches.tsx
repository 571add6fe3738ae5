import { Switch } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Alert, AlertTitle } from '@/components/ui/alert'

import type { OwnerUser } from '../api/list-users'
import { useSetUserRole } from '../api/set-user-role'
import { ownerErrorKey } from '../lib/errors'
import { displayName } from '../lib/format'
import { ownerRoles, type OwnerRole } from '../lib/roles'

type Props = { user: OwnerUser; isSelf: boolean }

/**
 * RoleSwitches grants or revokes each of the five roles of user, one switch
 * per role. Locked: one's own owner role, and reporter when it is the only
 * role (everyone without another role counts as a reporter).
 */
export function RoleSwitches({ user, isSelf }: Props) {
  const { t } = useTranslation('owner')
  const id = useId()
  const mutation = useSetUserRole()
  const [message, setMessage] = useState('')
  const name = displayName(user) ?? user.email
  const pending = mutation.isPending ? mutation.variables : undefined

  const change = (role: OwnerRole, granted: boolean) => {
    if (mutation.isPending) return
    setMessage('')
    mutation.mutate(
      { userId: user.id, role, granted, currentRoles: user.roles },
      {
        onSuccess: () =>
          setMessage(t(granted ? 'roleManagement.granted' : 'roleManagement.revoked', { name, role: t(`roles.${role}`) })),
      },
    )
  }

  const failedOwnOwner = mutation.variables?.role === 'owner' && !mutation.variables.granted && isSelf
  return (
    <div className="space-y-3">
      {mutation.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t(ownerErrorKey(mutation.error, failedOwnOwner ? 'errors.cannotRevokeOwnOwner' : undefined))}</AlertTitle>
        </Alert>
      ) : null}
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {message}
      </p>
      <ul className="divide-y rounded-lg border">
        {ownerRoles.map((role) => {
          const has = user.roles.includes(role)
          const checked = pending?.role === role ? pending.granted : has
          const ownOwner = isSelf && role === 'owner'
          const onlyReporter = role === 'reporter' && has && user.roles.length === 1
          const hint = ownOwner ? t('roleManagement.ownOwner') : onlyReporter ? t('roleManagement.reporterImplicit') : null
          return (
            <li key={role} className="flex items-start justify-between gap-4 p-4">
              <div className="space-y-1">
                <label htmlFor={`${id}-${role}`} className="font-medium">
                  {t(`roles.${role}`)}
                </label>
                <p id={`${id}-${role}-desc`} className="text-sm text-muted-foreground">
                  {t(`roleDescriptions.${role}`)} {hint}
                </p>
              </div>
              <Switch.Root
                id={`${id}-${role}`}
                checked={checked}
                disabled={ownOwner || onlyReporter}
                aria-describedby={`${id}-${role}-desc`}
                aria-busy={pending?.role === role || undefined}
                onCheckedChange={(value) => change(role, value)}
                className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-muted-foreground outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
              >
                <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
              </Switch.Root>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
