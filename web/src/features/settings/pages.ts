// The settings page, loaded lazily by the router (forms and zod stay in its chunk).
export { SettingsPage } from './components/settings-page'
