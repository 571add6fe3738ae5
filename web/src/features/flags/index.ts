// The flags feature's public surface: the app imports from here only.
export { useFlags } from './api/get-flags'
export { useAdminFlagRefresh } from './hooks/use-admin-flag-refresh'
export { useLiveFlags } from './hooks/use-live-flags'
export { FLAGS_UPDATED_EVENT, flagIds, type FlagId, type FlagMap } from './lib/flag-ids'
