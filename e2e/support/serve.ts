// The journeys' server: a fresh PostgreSQL database of the run's own (E2E_DATABASE, named by
// playwright.config.ts), then the built server (dist-server/, `npm run build`) on it, as production
// runs. PostgreSQL rather than the embedded PGlite: the API tests cover both engines with the same SQL, and PGlite's WebAssembly
// cost the journeys' server three times the CPU on a two-core machine where the browser needs it
// (docs/testing.md). The database is dropped by the run's teardown (e2e/support/teardown.ts).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { adminUrl, databaseUrl } from './database';

const name = process.env.E2E_DATABASE;
if (!name || !/^jobboard_e2e_[a-z0-9_]+$/.test(name)) throw new Error(`E2E_DATABASE is not a run's database: ${name}`);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
process.env.DATABASE_URL = databaseUrl(name);
// The production build, not the sources: the journeys prove what an installation runs. With
// E2E_SERVER_DIR, the build installed elsewhere by `npm ci --omit=dev` (docs/deploy.md): it has no
// demo seeder (faker is a development package), so the demo boards are seeded from the sources
// first, and the server runs in that folder, serving its own dist/.
const installed = process.env.E2E_SERVER_DIR ? resolve(process.env.E2E_SERVER_DIR) : undefined;
if (installed) {
  const [{ openDatabase }, { seedDemo }] = await Promise.all([
    import('../../server/db/database.ts'),
    import('../../server/demo/index.ts'),
  ]);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.data' });
  await seedDemo(database.db);
  await database.close();
  process.env.SEED_DEMO = 'false';
  process.chdir(installed);
}
// (A specifier in a variable: the typecheck runs before anything is built.)
// E2E_SERVER_BUILD: a build made elsewhere in this checkout (SERVER_OUT_DIR of scripts/build-server.ts).
const own = process.env.E2E_SERVER_BUILD
  ? pathToFileURL(resolve(process.env.E2E_SERVER_BUILD, 'main.js')).href
  : undefined;
const built = installed
  ? pathToFileURL(join(installed, 'dist-server/main.js')).href
  : (own ?? '../../dist-server/main.js');
await import(built);
