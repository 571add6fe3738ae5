import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import type { OwnerUser } from '../api/list-users'
import { useSetUserDisabled } from '../api/set-user-disabled'
import { ownerErrorKey } from '../lib/errors'
import { ConfirmDialog } from './confirm-dialog'

type Props = { user: OwnerUser; name: string; onDone: (message: string) => void }

/** DisableControl disables or enables an account after a confirmation (PUT /api/owner/users/{id}/disabled). */
export function DisableControl({ user, name, onDone }: Props) {
  const { t } = useTranslation('owner')
  const [open, setOpen] = useState(false)
  const mutation = useSetUserDisabled()
  const disabling = !user.disabled

  const confirm = () => {
    mutation.mutate(
      { user, disabled: disabling },
      {
        onSuccess: () => {
          setOpen(false)
          onDone(t(disabling ? 'users.disabledDone' : 'users.enabledDone', { name }))
        },
      },
    )
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) mutation.reset()
      }}
      trigger={
        <Button
          variant={disabling ? 'outline' : 'secondary'}
          size="sm"
          aria-label={t(disabling ? 'users.disableLabel' : 'users.enableLabel', { name })}
        >
          {t(disabling ? 'users.disable' : 'users.enable')}
        </Button>
      }
      title={t(disabling ? 'users.confirmDisableTitle' : 'users.confirmEnableTitle', { name })}
      description={t(disabling ? 'users.confirmDisable' : 'users.confirmEnable')}
      confirmLabel={t(disabling ? 'users.disable' : 'users.enable')}
      destructive={disabling}
      pending={mutation.isPending}
      error={mutation.isError ? t(ownerErrorKey(mutation.error, 'errors.cannotDisableSelf')) : null}
      onConfirm={confirm}
    />
  )
}
