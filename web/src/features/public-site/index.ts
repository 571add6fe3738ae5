// The public site's surface for the app. Its pages are not exported here:
// the route table imports each page module directly (pages/*.tsx,
// deck/deck-page.tsx) so that every page stays its own lazily loaded chunk.
export { PageViewTracker } from './components/page-view-tracker'
export { SignedInContext } from './lib/signed-in'
