// Debian's Chromium as every tool of the project launches it (the e2e journeys in Playwright,
// `npm run bench:web` in Lighthouse): the package's path, and flags that keep it from reaching
// the network on its own or needing a sandbox or a GPU the machine does not have.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell), for the e2e
 * journeys: the browser alone, without the windowing and UI of the full one that new headless
 * mode still runs. The journeys took a quarter less time and CPU in it (docs/testing.md).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
