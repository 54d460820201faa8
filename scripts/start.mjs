// `npm start`: runs the built server (dist-server/, with the web app in dist/). In a development
// checkout it first builds them when they are missing or older than a source they come from, so
// the README's one command still works after a pull; an installation made from the build alone
// (`npm ci --omit=dev`, the image) has no sources and starts at once. Plain JavaScript: it runs
// where neither tsx nor TypeScript is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = ['dist-server/main.js', 'dist/index.html', 'dist/server/entry-server.js'];
const SOURCES = ['server', 'src', 'shared', 'generated', 'index.html', 'vite.config.ts', 'package-lock.json'];
const BUILD_SCRIPTS = ['scripts/build-server.ts', 'scripts/runtime-packages.ts'];

/** The newest modification time under a file or folder. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

function buildNeeded() {
  if (BUILT.some((f) => !existsSync(f))) return 'no build yet';
  if (!existsSync('server')) return null;
  const builtAt = Math.min(...BUILT.map((f) => statSync(f).mtimeMs));
  const changed = [...SOURCES, ...BUILD_SCRIPTS].find((p) => existsSync(p) && newest(p) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = buildNeeded();
if (reason) {
  if (!existsSync('server')) {
    console.error(`The build is incomplete (${BUILT.join(', ')}) and there are no sources to build it from.`);
    process.exit(1);
  }
  console.log(`Building (${reason})…`);
  const built = spawnSync('npm', ['run', '--silent', 'build:app'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import('../dist-server/main.js');
