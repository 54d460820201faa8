// The board's Google Maps browser key and the two addresses made from it (docs/maps.md), shared by
// the server (the console's check, the public settings, the page's Content-Security-Policy) and
// the job page's location card, so all of them agree on one rule.

/**
 * A Google API key as Google issues it: "AIza" and 35 letters, digits, dashes or underscores
 * (39 characters). Google documents keys only as opaque strings; this is the shape every key has,
 * and the one the contract's pattern checks (AdminSettingsInput.maps.apiKey).
 */
export const GOOGLE_MAPS_KEY = /^AIza[0-9A-Za-z_-]{35}$/;

/** The only origin the embed loads from; the page's frame-src names it when the board has a key. */
export const GOOGLE_MAPS_FRAME_ORIGIN = 'https://www.google.com';

/** The Maps Embed API's place map of `place` (https://developers.google.com/maps/documentation/embed). */
export function mapsEmbedUrl(key: string, place: string): string {
  const query = new URLSearchParams({ key, q: place });
  return `${GOOGLE_MAPS_FRAME_ORIGIN}/maps/embed/v1/place?${query.toString()}`;
}

/** A Maps URL that opens `place` in Google Maps (app or site); needs no key. */
export function mapsSearchUrl(place: string): string {
  const query = new URLSearchParams({ api: '1', query: place });
  return `https://www.google.com/maps/search/?${query.toString()}`;
}
