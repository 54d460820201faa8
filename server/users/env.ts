// What the accounts services work with: the app's dependencies, the clock and the rate limits
// (server/rate-limit/, seen on that clock), and the site and client address of the request.
import type { Locale } from '../../shared/i18n/locales.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Clock } from '../time/clock.ts';
import { addressKey } from '../rate-limit/rules.ts';
import type { RateLimits } from '../rate-limit/store.ts';
import type { AccountRole } from './users-repo.ts';

export type AccountsEnv = {
  db: Db;
  secret: Uint8Array;
  mailer: Mailer;
  config: Config;
  now: Clock;
  limits: RateLimits;
  tenant: Tenant;
  /** The client address, for per-address limits. */
  ip: string;
  /** The remembered-browser token the request's cookie carries (server/two-factor/remembered-devices.ts). */
  trustedDevice?: string;
  /** The request's language: the one its mails are written in and the one a sign-in keeps for the account. */
  locale: Locale;
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The rate-limit key of the request's client address on its site. */
export const addressOf = (env: AccountsEnv) => addressKey(env.tenant.id, env.ip);

/** The rate-limit key of one account (site, role, e-mail). */
export const accountKeyOf = (env: AccountsEnv, role: AccountRole, email: string) =>
  `${env.tenant.id}|${role}|${normalizeEmail(email)}`;
