// The owner's page of assistant resources, loaded lazily by the router.
export { ChatResourcesPage } from '../components/resources-page'
