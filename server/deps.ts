// The app's long-lived dependencies, made once at start (and once per test server).
import { loadSecret } from './credentials/secret.ts';
import { createChatParts } from './realtime/parts.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { AppDeps } from './http/context.ts';
import { createBackground } from './background-tasks.ts';
import { createMailer } from './mail/mailer.ts';
import { createRateLimitStore } from './rate-limit/store.ts';
import { createSearchLane } from './http/search-lane.ts';

export function createDeps(config: Config, db: Db): AppDeps {
  // Mails queue their delivery on the background queue, which runs the mailer's delivery task.
  const mailer = createMailer(db, {
    smtpUrl: config.smtpUrl,
    keepBodies: config.env !== 'production',
    fromAddress: config.mailFrom,
    jobs: () => jobs,
  });
  const secret = loadSecret(config.jwtSecret, config.dataDir);
  const jobs = createBackground({ db, config, mailer, secret });
  return {
    config,
    db,
    mailer,
    secret,
    jobs,
    chat: createChatParts(),
    rateLimits: createRateLimitStore(config, db, secret),
    searchLane: createSearchLane(config.searchConcurrency),
  };
}
