// `npm start`: opens the database (embedded unless DATABASE_URL), seeds the demo tenants into an
// empty one, serves the API and the web app, and prints where and how to sign in.
import { buildApp } from './app.ts';
import { createDeps } from './deps.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ deps: createDeps(config, database.db) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`\nJob board running on ${config.publicOrigin} (database: ${database.engine})`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
