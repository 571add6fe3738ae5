import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { useId } from '@/lib/use-id'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectOptions } from '@/components/ui/select'

import { ownerRoles, type OwnerRole } from '../lib/roles'

type Props = {
  q: string
  onQChange: (q: string) => void
  role: OwnerRole | ''
  onRoleChange: (role: OwnerRole | '') => void
}

/** UserFilters: a search by name or email (applied as one types) and a role filter. */
export function UserFilters({ q, onQChange, role, onRoleChange }: Props) {
  const { t } = useTranslation('owner')
  const id = useId()
  return (
    <div role="search" aria-label={t('users.filtersLabel')} className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-q`}>{t('users.search')}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground" />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-8"
            value={q}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onQChange(event.target.value)}
          />
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('users.searchHint')}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-role`}>{t('users.role')}</Label>
        <Select
          id={`${id}-role`}
          value={role}
          onChange={(event) => {
            const value = event.target.value
            onRoleChange(ownerRoles.find((r) => r === value) ?? '')
          }}
        >
          <SelectOptions empty={t('users.allRoles')} options={ownerRoles.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
        </Select>
      </div>
    </div>
  )
}
