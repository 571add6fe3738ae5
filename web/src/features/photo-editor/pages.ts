// The photo editor's pages, loaded lazily by the router.
export { PhotoEditPage, PhotoListPage } from './pages/photo-pages'
