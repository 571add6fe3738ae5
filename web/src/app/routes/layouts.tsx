import { Outlet } from 'react-router-dom'

import { HeaderOnlyShell, PublicShell } from '@/components/layouts/public-shell'
import { useAuth } from '@/features/auth'

/** PublicLayout puts the page in the public shell with the header and footer. */
export function PublicLayout() {
  const { status } = useAuth()
  return (
    <PublicShell signedIn={status === 'signed_in'}>
      <Outlet />
    </PublicShell>
  )
}

/** HeaderOnlyLayout is the chat pages' shell. */
export function HeaderOnlyLayout() {
  const { status } = useAuth()
  return (
    <HeaderOnlyShell signedIn={status === 'signed_in'}>
      <Outlet />
    </HeaderOnlyShell>
  )
}
