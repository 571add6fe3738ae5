// The owner's user pages, loaded lazily by the router.
export { OwnerHome } from './components/owner-home'
export { RoleManagementPage } from './components/role-management-page'
export { UsersPage } from './components/users-page'
