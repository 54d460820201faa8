// Debian's Chromium as every tool of the project launches it (the e2e journeys in Playwright,
// `npm run bench:web` in Lighthouse): the package's path, and flags that keep it from reaching
// the network on its own or needing a sandbox or a GPU the machine does not have.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
