// Where the admin console lives. Apart from its sections' list (sections.ts), so the code of every
// page (the header's link, the route guard) does not carry the list into the entry chunk.
export const CONSOLE_ROOT = '/admin';

/** Whether a path is the console or one of its sections (a trailing slash allowed). */
export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_ROOT || pathname.startsWith(`${CONSOLE_ROOT}/`);
}
