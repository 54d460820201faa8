// Custom domains: the site's owner asks to attach a domain; the answer names a TXT record to
// create at `_jobboard-verify.<domain>`. Each later call looks the record up again, and once it
// holds the token the domain becomes the site's primary host, its old primary host redirecting
// there permanently. Only the board's admin or the employer who created it may do it: a guest or
// one of the board's many companies who controls some domain must not move the board onto it.
import { randomBytes } from 'node:crypto';
import type { components } from '@generated/schema';
import type { RequestContext } from '../http/context.ts';
import { alreadyExists, badRequest, forbidden, invalidClient, unauthenticated } from '../errors/errors.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { normaliseHost } from '../tenancy/resolve-host.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { attachAsPrimary, clientHosts, hostOwner, markChecked, pendingDomain } from './domains-repo.ts';
import { isPlatformHost } from './platform.ts';
import { siteOwnerId } from './signups-repo.ts';
import { resolveTxt } from './txt-resolver.ts';

type DomainVerification = components['schemas']['DomainVerification'];

export const TXT_PREFIX = '_jobboard-verify';
export const txtRecordName = (domain: string) => `${TXT_PREFIX}.${domain}`;
export const txtRecordValue = (token: string) => `jobboard-verify=${token}`;

/**
 * The board's admin (or an admin acting for an account), or the employer who created the board at
 * signup. Not any company's owner: a board serves many companies, and letting one of them attach a
 * domain it controls would move every company's board onto it.
 */
async function assertOwner(ctx: RequestContext, clientId: string): Promise<void> {
  if (!ctx.user) throw unauthenticated('Please log in as the site owner to add a domain');
  if (ctx.user.role === 'admin' || ctx.actingAdmin?.role === 'admin') return;
  if (
    ctx.user.role === 'employer' &&
    ctx.user.employerKind === 1 &&
    ctx.user.id === (await siteOwnerId(ctx.db, clientId))
  )
    return;
  throw forbidden("Only the board's owner, who created it, or its admin may add a domain");
}

/** Where the domain's CNAME should point: the site's platform host, else its other host. */
function cnameTarget(ctx: RequestContext, hosts: { host: string; kind: string }[], domain: string): string | null {
  const others = hosts.filter((h) => h.host !== domain);
  return (
    others.find((h) => isPlatformHost(ctx.config, h.host))?.host ??
    others.find((h) => h.kind === 'primary')?.host ??
    others[0]?.host ??
    null
  );
}

export async function verifyDomain(
  ctx: RequestContext,
  input: components['schemas']['DomainVerifyInput'],
): Promise<DomainVerification> {
  const tenant = ctx.tenant;
  if (!tenant) throw invalidClient();
  if (!ctx.user) throw unauthenticated('Please log in as the site owner to add a domain');
  if (!featureAllowed(tenant, 'custom_domain_branding')) throw forbidden('Your plan does not include custom domains');
  await assertOwner(ctx, tenant.id);
  const domain = normaliseHost(input.domain);
  if (isPlatformHost(ctx.config, domain))
    throw badRequest('Use a domain of your own; platform subdomains are chosen at signup');

  const owner = await hostOwner(ctx.db, domain);
  if (owner && owner !== tenant.id) throw alreadyExists('This domain is already used by another site');
  const pending = await pendingDomain(ctx.db, tenant.id, domain, randomBytes(16).toString('hex'));
  const cname = cnameTarget(ctx, await clientHosts(ctx.db, tenant.id), domain);
  const value = txtRecordValue(pending.txtToken);
  const now = new Date();

  let verified = owner === tenant.id;
  if (!verified) {
    await ctx.rateLimits.limits.domainChecks.take(`onboarding|${tenant.id}|${domain}`);
    const records = await resolveTxt(txtRecordName(domain));
    verified = records.some((r) => r.trim() === value);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        if (verified) await attachAsPrimary(trx, tenant.id, domain, pending.txtToken, now);
        await markChecked(trx, tenant.id, pending.id, now, verified);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExists('This domain is already used by another site');
      throw error;
    }
  }

  return {
    domain,
    record: { type: 'TXT', name: txtRecordName(domain), value },
    cname,
    verified,
    checkedAt: now.toISOString(),
  };
}
