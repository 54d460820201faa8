// Custom domains: the site's owner asks to attach a domain; the answer names a TXT record to
// create at `_jobboard-verify.<domain>`. Each later call looks the record up again, and once it
// holds the token the domain becomes the site's primary host, its old primary host redirecting
// there permanently. Only a signed-in owner or admin of this site may do it: a guest who controls
// some domain must not be able to move another company's site onto it.
import { randomBytes } from 'node:crypto';
import type { components } from '@generated/schema';
import type { RequestContext } from '../http/context.ts';
import { alreadyExists, badRequest, forbidden, invalidClient, unauthenticated } from '../http/errors.ts';
import { roleAllows } from '../http/guard.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { normaliseHost } from '../tenancy/resolve-host.ts';
import { isUniqueViolation } from './db-errors.ts';
import { attachAsPrimary, clientHosts, hostOwner, markChecked, pendingDomain } from './domains-repo.ts';
import { isPlatformHost } from './platform.ts';
import { resolveTxt } from './txt-resolver.ts';

type DomainVerification = components['schemas']['DomainVerification'];

export const TXT_PREFIX = '_jobboard-verify';
export const txtRecordName = (domain: string) => `${TXT_PREFIX}.${domain}`;
export const txtRecordValue = (token: string) => `jobboard-verify=${token}`;

const OWNER_ROLES = ['employer-owner', 'admin'];

function assertOwner(ctx: RequestContext): void {
  if (!ctx.user) throw unauthenticated('Please log in as the site owner to add a domain');
  const allowed = roleAllows(OWNER_ROLES, ctx.user) || (ctx.actingAdmin && roleAllows(OWNER_ROLES, ctx.actingAdmin));
  if (!allowed) throw forbidden('Only the site owner may add a domain');
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
  assertOwner(ctx);
  if (!featureAllowed(tenant, 'custom_domain_branding')) throw forbidden('Your plan does not include custom domains');
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
