import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'

import { knownRoles } from '../lib/roles'

/** RoleBadges lists a user's roles as badges, in the canonical order. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('owner')
  return (
    <ul aria-label={t('users.rolesLabel')} className="flex flex-wrap gap-1">
      {knownRoles(roles).map((role) => (
        <li key={role}>
          <Badge>{t(`roles.${role}`)}</Badge>
        </li>
      ))}
    </ul>
  )
}
