// Links a page's blocks may hold (a call to action's button, the app store badges): a path on this
// site or an http(s), mailto or tel URL. The contract's uri-reference format alone would let
// `javascript:alert(1)` through; this refuses it on save and the browser skips it on render.
const SAFE_ABSOLUTE = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*)$/i;

export function isSafeLink(href: string): boolean {
  const value = href.trim();
  if (value !== href || value === '') return false;
  // A path on this site, but not //host (another site with the page's scheme).
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return SAFE_ABSOLUTE.test(value);
}

/** A link that stays on the board's site (rendered through the router rather than as <a href>). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** The settings of each block type that hold a link (checked with isSafeLink on save). */
export const BLOCK_LINK_FIELDS: Readonly<Record<string, readonly string[]>> = {
  call_to_action: ['buttonLink'],
  apps_link: ['appStoreUrl', 'playStoreUrl'],
};
