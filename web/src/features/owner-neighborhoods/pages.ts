// The owner's neighbourhoods page, loaded lazily by the router.
export { NeighborhoodsPage } from './components/neighborhoods-page'
