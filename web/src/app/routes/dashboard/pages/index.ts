import { lazyNamed } from '../../route-kit'

// The shell's own pages and the feature pages it hosts, each its own chunk.
export const DashboardHomePage = lazyNamed(() => import('./home'), (m) => m.DashboardHomePage)
export const DashboardNotFoundPage = lazyNamed(() => import('./not-found'), (m) => m.DashboardNotFoundPage)
export const SettingsPage = lazyNamed(() => import('@/features/settings/pages'), (m) => m.SettingsPage)
export const OwnerFlagsPage = lazyNamed(() => import('@/features/flags/pages'), (m) => m.OwnerFlagsPage)
export const FlagDocsPage = lazyNamed(() => import('@/features/flags/pages'), (m) => m.FlagDocsPage)
export const OwnerDocsPage = lazyNamed(() => import('@/features/flags/pages'), (m) => m.OwnerDocsPage)
export const OwnerHomePage = lazyNamed(() => import('./owner-users'), (m) => m.OwnerHomePage)
export const OwnerUsersPage = lazyNamed(() => import('./owner-users'), (m) => m.OwnerUsersPage)
export const OwnerRoleManagementPage = lazyNamed(() => import('./owner-users'), (m) => m.OwnerRoleManagementPage)
export const OwnerInvestorsPage = lazyNamed(() => import('@/features/owner-investors/pages'), (m) => m.InvestorsPage)
export const OwnerApiKeysPage = lazyNamed(() => import('@/features/integrations/pages'), (m) => m.ApiKeysPage)
export const SocialMediaTestingPage = lazyNamed(() => import('@/features/integrations/pages'), (m) => m.SocialMediaTestingPage)
export const OwnerNeighborhoodsPage = lazyNamed(() => import('@/features/owner-neighborhoods/pages'), (m) => m.NeighborhoodsPage)
export const OwnerChatResourcesPage = lazyNamed(() => import('@/features/chat/pages/resources'), (m) => m.ChatResourcesPage)
export const OwnerAnalyticsPage = lazyNamed(() => import('@/features/owner-analytics/pages'), (m) => m.AnalyticsPage)
