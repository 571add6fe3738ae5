// The owner's investors page, loaded lazily by the router.
export { InvestorsPage } from './components/investors-page'
