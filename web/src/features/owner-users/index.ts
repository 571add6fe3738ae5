// The owner-users feature's public surface. Its pages load lazily through pages.ts.
export { ownerRoles, type OwnerRole } from './lib/roles'
