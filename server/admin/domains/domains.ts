// The console's domains: add a custom domain, prove it by its DNS TXT record (it then becomes the
// primary host and the old one answers 301), make an earlier host primary again, withdraw a domain
// never proven. Every change is audited; hosts are never deleted, so the history stays.
import { randomBytes } from 'node:crypto';
import type { components } from '@generated/schema';
import { recordAudit } from '../../users/index.ts';
import { alreadyExists, fieldError, notFound } from '../../errors/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  txtRecordName,
  txtRecordValue,
  attachAsPrimary,
  hostOwner,
  pendingDomain,
  isPlatformHost,
  resolveTxt,
} from '../../onboarding/index.ts';
import { normaliseHost } from '../../tenancy/resolve-host.ts';
import type { RateLimits } from '../../rate-limit/store.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { domainsView } from './domain-view.ts';
import { deletePending, hostsOf, noteFailedCheck, noteVerified, promoteHost, verificationsOf } from './hosts-repo.ts';

type AdminDomain = components['schemas']['AdminDomain'];
type AdminDomains = components['schemas']['AdminDomains'];
type AdminDomainCheck = components['schemas']['AdminDomainCheck'];

/** Pending domains a board may hold at once: enough for typos and a move, not a flood of rows. */
export const MAX_PENDING = 10;

const TAKEN = 'This domain is already used by another board';

export async function listDomains(env: ConsoleEnv): Promise<AdminDomains> {
  return domainsView(env.config, await hostsOf(env.db, env.clientId), await verificationsOf(env.db, env.clientId));
}

async function domainOf(env: ConsoleEnv, host: string): Promise<AdminDomain | undefined> {
  return (await listDomains(env)).domains.find((d) => d.host === host);
}

function audit(env: ConsoleEnv, action: string, detail: object) {
  return recordAudit(env.db, { clientId: env.clientId, actorId: env.admin.id, actingForId: null, action, detail });
}

export async function addDomain(env: ConsoleEnv, raw: string): Promise<AdminDomain> {
  const domain = normaliseHost(raw);
  if (isPlatformHost(env.config, domain))
    throw fieldError('domain', 'Use a domain of your own; the platform’s subdomains are chosen at signup');
  const owner = await hostOwner(env.db, domain);
  if (owner && owner !== env.clientId) throw alreadyExists(TAKEN);
  const known = await domainOf(env, domain);
  if (known) return known;
  const pending = (await listDomains(env)).domains.filter((d) => d.state === 'pending');
  if (pending.length >= MAX_PENDING)
    throw fieldError('domain', `At most ${MAX_PENDING} domains can wait for their DNS record; remove one first`);
  await pendingDomain(env.db, env.clientId, domain, randomBytes(16).toString('hex'));
  await audit(env, 'domain.added', { host: domain });
  return (await domainOf(env, domain)) as AdminDomain;
}

type Lookup = { found: true } | { found: false; reason: string };

async function lookUp(domain: string, token: string): Promise<Lookup> {
  const name = txtRecordName(domain);
  let records: string[];
  try {
    records = await resolveTxt(name);
  } catch {
    return { found: false, reason: `The DNS lookup of ${name} failed; try again in a few minutes` };
  }
  if (records.some((r) => r.trim() === txtRecordValue(token))) return { found: true };
  if (!records.length) return { found: false, reason: `No TXT record found at ${name} yet` };
  return { found: false, reason: `The TXT record at ${name} holds another value` };
}

export async function checkDomain(env: ConsoleEnv, limits: RateLimits, raw: string): Promise<AdminDomainCheck> {
  const domain = normaliseHost(raw);
  const owner = await hostOwner(env.db, domain);
  if (owner && owner !== env.clientId) throw alreadyExists(TAKEN);
  const known = await domainOf(env, domain);
  if (!known) throw notFound('This board has no such domain');
  if (known.state !== 'pending') return { found: true, reason: null, domain: known };
  const [pending] = await verificationsOf(env.db, env.clientId, domain);
  if (!pending) throw notFound('This board has no such domain');

  await limits.domainChecks.take(`console|${env.clientId}|${domain}`);
  const result = await lookUp(domain, pending.txtToken);
  const now = new Date();
  if (!result.found) {
    await noteFailedCheck(env.db, env.clientId, pending.id, now, result.reason);
    return { found: false, reason: result.reason, domain: (await domainOf(env, domain)) ?? known };
  }
  const before = (await listDomains(env)).primaryHost;
  try {
    await env.db.transaction().execute(async (trx) => {
      await attachAsPrimary(trx, env.clientId, domain, pending.txtToken, now);
      await noteVerified(trx, env.clientId, pending.id, now);
      await recordAudit(trx, {
        clientId: env.clientId,
        actorId: env.admin.id,
        actingForId: null,
        action: 'domain.verified',
        detail: { host: domain, previousPrimary: before },
      });
    });
  } catch (error) {
    // Another board proved it first, or a second check of ours attached it a moment ago.
    if (!isUniqueViolation(error)) throw error;
    if ((await hostOwner(env.db, domain)) !== env.clientId) throw alreadyExists(TAKEN);
  }
  return { found: true, reason: null, domain: (await domainOf(env, domain)) as AdminDomain };
}

export async function makePrimary(env: ConsoleEnv, raw: string): Promise<AdminDomain> {
  const host = normaliseHost(raw);
  const known = await domainOf(env, host);
  if (!known) throw notFound('This board has no such host');
  if (known.state === 'pending') throw alreadyExists('Prove this domain by its DNS record before making it primary');
  if (known.state === 'primary') return known;
  const before = (await listDomains(env)).primaryHost;
  await env.db.transaction().execute(async (trx) => {
    await promoteHost(trx, env.clientId, host, new Date());
    await recordAudit(trx, {
      clientId: env.clientId,
      actorId: env.admin.id,
      actingForId: null,
      action: 'domain.primary',
      detail: { host, previousPrimary: before },
    });
  });
  return (await domainOf(env, host)) as AdminDomain;
}

export async function removeDomain(env: ConsoleEnv, raw: string): Promise<{ affected: number }> {
  const host = normaliseHost(raw);
  const known = await domainOf(env, host);
  if (!known) throw notFound('This board has no such domain');
  if (known.state !== 'pending') throw alreadyExists('Only a domain waiting for its DNS record can be removed');
  const affected = await deletePending(env.db, env.clientId, host);
  if (affected) await audit(env, 'domain.removed', { host });
  return { affected };
}
