import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

import type { OwnerUser } from '../api/list-users'
import { displayName } from '../lib/format'
import { Badge } from '@/components/ui/badge'
import { DisableControl } from './disable-control'
import { RoleBadges } from './role-badges'

type Props = {
  user: OwnerUser
  isSelf: boolean
  /** focusOnMount moves the focus here when the row arrives with "Load more". */
  focusOnMount: boolean
  onDone: (message: string) => void
}

/** UserRow: a user's name, email, roles and state, with links to manage roles and to disable or enable. */
export function UserRow({ user, isSelf, focusOnMount, onDone }: Props) {
  const { t } = useTranslation('owner')
  const { t: ts } = useTranslation('staff')
  const heading = useRef<HTMLHeadingElement>(null)
  const name = displayName(user) ?? user.email

  useLayoutEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [focusOnMount])

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <h2 ref={heading} tabIndex={-1} className="flex flex-wrap items-center gap-2 font-semibold outline-none">
          {name}
          {isSelf ? <Badge variant="outline">{t('users.you')}</Badge> : null}
          {user.disabled ? <Badge variant="destructive">{t('users.disabled')}</Badge> : null}
        </h2>
        <p className="break-all text-sm text-muted-foreground">{user.email}</p>
        <RoleBadges roles={user.roles} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link
            to={paths.dashboard.owner.roleManagement.getHref(user.email)}
            aria-label={t('users.manageRolesLabel', { name })}
          >
            {t('users.manageRoles')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.dashboard.admin.allViolations.getHref({ reporter: user.id })}>
            {ts('users.reports')}
            <span className="sr-only">: {name}</span>
          </Link>
        </Button>
        {isSelf ? (
          <p className="text-sm text-muted-foreground">{t('users.selfHint')}</p>
        ) : (
          <DisableControl user={user} name={name} onDone={onDone} />
        )}
      </div>
    </li>
  )
}
