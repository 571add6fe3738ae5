import { useAuth } from '@/features/auth'
import { OwnerHome, RoleManagementPage, UsersPage } from '@/features/owner-users/pages'

// The owner's user pages need to know who is looking: an owner may not
// disable themself or drop their own owner role.

/** OwnerHomePage is /dashboard/owner. */
export function OwnerHomePage() {
  return <OwnerHome />
}

/** OwnerUsersPage is /dashboard/owner/users. */
export function OwnerUsersPage() {
  const { user } = useAuth()
  return <UsersPage currentUserId={user?.id ?? null} />
}

/** OwnerRoleManagementPage is /dashboard/owner/role-management. */
export function OwnerRoleManagementPage() {
  const { user } = useAuth()
  return <RoleManagementPage currentUserId={user?.id ?? null} />
}
