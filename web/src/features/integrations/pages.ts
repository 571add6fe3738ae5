// The integrations pages, loaded lazily by the router: the owner's Open311
// API keys and the reporter_admin's social-media testing.
export { ApiKeysPage } from './components/api-keys-page'
export { SocialMediaTestingPage } from './components/social-media-testing-page'
