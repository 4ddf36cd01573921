// A link in a long list of cards (catalogue grid, home carousels, service cards). next/link prefetched every
// link that scrolled into view; on the home page and the catalogue that was 20+ route payloads fetched and
// parsed on the main thread during the first seconds of a visit. AppLink fetches the route when the visitor
// shows intent instead — pointer over, keyboard focus or touch — which still comes well before the click lands.
export { default as IntentLink } from './app-link';
