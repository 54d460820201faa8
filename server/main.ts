// `npm start`: opens the database (embedded unless DATABASE_URL), seeds the demo tenants into an
// empty one, serves the API and the web app, and prints where and how to sign in.
import { ConfigError, readConfig } from './config.ts';

/** The demo seeder, or a message saying what it needs: faker is absent from a production install. */
async function loadDemo() {
  try {
    return await import('./demo/index.ts');
  } catch (e) {
    throw new ConfigError([
      `SEED_DEMO is on, but the demo seeder could not load (${e instanceof Error ? e.message : String(e)}): it needs the development dependencies (npm ci without --omit=dev), or set SEED_DEMO=false`,
    ]);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  // The configuration first, alone: a refused one stops the start before the server's modules load.
  const config = readConfig();
  const [{ buildApp }, { openDatabase }, { createDeps }, { warmGeo }] = await Promise.all([
    import('./app.ts'),
    import('./db/database.ts'),
    import('./deps.ts'),
    import('./master/geo.ts'),
  ]);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  // The seeder uses faker, a development dependency: load it only when seeding is on.
  const demo = config.seedDemo ? await loadDemo() : null;
  const seeded = demo ? await demo.seedDemo(database.db) : null;
  const deps = createDeps(config, database.db);
  const readiness = { draining: false };
  const app = await buildApp({ deps, readiness });

  let closing = false;
  const shutdown = async (signal: string, drainSeconds: number) => {
    if (closing) return;
    closing = true;
    // /ready answers 503 from now on: the balancer stops sending work while this process, still
    // serving, waits for it to notice. Closing at once answered 503 to the requests the balancer
    // sent meanwhile (Fastify refuses requests once closing): a rolling restart failed them.
    readiness.draining = true;
    app.log.info({ signal, drainSeconds }, 'shutting down');
    if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
    await app.close();
    await database.close();
    process.exit(0);
  };
  // Ctrl-C at a terminal stops at once; SIGTERM (an orchestrator, a rolling restart) drains first.
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', config.shutdownDrainSeconds));

  await app.listen({ host: config.host, port: config.port });
  if (config.env === 'production' && config.mailTransport === 'none')
    app.log.warn('MAIL_TRANSPORT=none: no mail is sent (sign-in codes, alerts, notifications stay in the outbox)');
  // Imports and the expiry sweep; app.close() (on shutdown) stops it.
  await deps.jobs.startWorker();
  warmGeo();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nJob board running on ${config.publicOrigin} (database: ${database.engine}, ready in ${seconds}s)`);
  if (seeded?.seeded) console.log('Demo data seeded into the empty database.');
  if (demo) {
    console.log('\nDemo logins:');
    for (const l of demo.demoLogins())
      console.log(`  ${l.role.padEnd(12)} http://${l.host}:${config.port}  ${l.email}  /  ${l.password}`);
    console.log(
      `\nPlans are paid through the offline sandbox gateway (card 4242 4242 4242 4242); coupons: ${demo.DEMO_COUPONS.map((c) => `${c.code} (${c.description})`).join(', ')}`,
    );
    if (config.devTools !== 'off')
      console.log(
        `\nDev mailbox (one-time codes${config.devTools === 'local' ? ', from this machine only' : ''}): ${config.publicOrigin}/dev/mailbox`,
      );
    console.log(`API docs: ${config.publicOrigin}/api/docs\n`);
  }
}

main().catch((e: unknown) => {
  // A refused configuration is the operator's to fix: its message, without a stack to read past.
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
