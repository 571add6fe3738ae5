import type { FlagRole } from './flag-ids'

/** FlagSetting is a flag as owners see it: the global value and the roles that have their own. */
export type FlagSetting = { enabled: boolean; roles: Partial<Record<FlagRole, boolean>> }

/**
 * evaluateFlag applies docs/PRODUCT.md §8 (the server's rule, mirrored for the
 * documentation page): on when the setting of any of the roles is on; a role
 * without a setting takes the global value; no roles means the global value.
 */
export function evaluateFlag(flag: FlagSetting, roles: readonly FlagRole[]): boolean {
  if (roles.length === 0) return flag.enabled
  return roles.some((role) => flag.roles[role] ?? flag.enabled)
}
