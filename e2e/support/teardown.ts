// After the run: the run's database goes (the server is stopped after this, so `with (force)`
// closes its connections), and so do databases of runs that were killed before their teardown,
// once they are a day old.
import pg from 'pg';
import { adminUrl } from './database';

export default async function teardown(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const own = process.env.E2E_DATABASE;
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'jobboard\\_e2e\\_%'`,
    );
    const dayAgo = Date.now() - 24 * 3600_000;
    for (const { datname } of rows) {
      const made = Number(/^jobboard_e2e_(\d+)_/.exec(datname)?.[1] ?? 0);
      if (datname === own || made < dayAgo) await admin.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
