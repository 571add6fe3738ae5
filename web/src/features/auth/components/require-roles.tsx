import type { ReactNode } from 'react'

import { PageSpinner } from '@/components/ui/spinner'

import { useAuth } from '../hooks/use-auth'
import { hasAnyRole } from '../lib/roles'
import type { Role } from '../types'
import { AccessRestricted } from './access-restricted'

/** RequireRoles renders children when any one of the user's roles is allowed, else Access Restricted. */
export function RequireRoles({ allowed, children }: { allowed: readonly Role[]; children: ReactNode }) {
  const { status, roles } = useAuth()
  if (status === 'loading') return <PageSpinner />
  if (!hasAnyRole(roles, allowed)) return <AccessRestricted />
  return children
}
