import { useAuth } from '@/features/auth'
import { DashboardHome } from '@/features/dashboard-home'
import { useFlags } from '@/features/flags'
import { useMe } from '@/features/settings'

/** DashboardHomePage is /dashboard: the home, greeting the user by the name saved last. */
export function DashboardHomePage() {
  const { user } = useAuth()
  const me = useMe()
  const flags = useFlags(user?.id ?? null)
  const profile = me.data ?? user
  const name = profile?.first_name?.trim() || profile?.full_name?.trim() || null
  return <DashboardHome name={name} showMap={flags.public_map === true} />
}
