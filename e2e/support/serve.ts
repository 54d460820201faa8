// The journeys' server: a fresh PostgreSQL database of the run's own (E2E_DATABASE, named by
// playwright.config.ts), then the built server (dist-server/, `npm run build`) on it, as production
// runs. PostgreSQL rather than the embedded PGlite: the API tests cover both engines with the same SQL, and PGlite's WebAssembly
// cost the journeys' server three times the CPU on a two-core machine where the browser needs it
// (docs/testing.md). The database is dropped by the run's teardown (e2e/support/teardown.ts).
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
// The production build, not the sources: the journeys prove what an installation runs.
// (A specifier in a variable: the typecheck runs before anything is built.)
const built = '../../dist-server/main.js';
await import(built);
