// What a host is: the state of the site on it (validate-domain) and where its API lives
// (get-baseUrl). Both answer about public routing facts only, the same a browser learns by
// visiting the host.
import type { components } from '@generated/schema';
import type { RequestContext } from '../http/context.ts';
import { invalidClient } from '../errors/errors.ts';
import { normaliseHost, resolveHost } from '../tenancy/resolve-host.ts';
import { apiBaseUrl } from './platform.ts';

type Schemas = components['schemas'];

/** The host of an Origin header ('https://acme.example:8443' → 'acme.example'); undefined when absent or opaque. */
export function originHost(origin: string | undefined): string | undefined {
  if (!origin || origin === 'null') return undefined;
  try {
    return new URL(origin).hostname || undefined;
  } catch {
    return undefined;
  }
}

export async function validateDomain(
  ctx: RequestContext,
  headers: { origin?: string; host?: string },
): Promise<Schemas['DomainValidation']> {
  const resolved = await resolveHost(ctx.db, originHost(headers.origin) ?? headers.host);
  if (resolved.kind === 'unknown') throw invalidClient();
  const { tenant } = resolved;
  if (resolved.kind === 'moved') return { status: 'moved', clientId: tenant.id, name: tenant.name, to: resolved.to };
  // A switched-off site is, for its visitors, no site at all.
  if (tenant.status === 'suspended') throw invalidClient();
  return { status: tenant.status, clientId: tenant.id, name: tenant.name, to: null };
}

export async function baseUrlOf(ctx: RequestContext, host: string | undefined): Promise<Schemas['BaseUrl']> {
  const asked = normaliseHost(host);
  const resolved = await resolveHost(ctx.db, asked);
  if (resolved.kind === 'unknown' || resolved.tenant.status === 'suspended') throw invalidClient();
  // A moved host's API answers with redirects; point straight at the primary host's.
  return { host: asked, baseUrl: apiBaseUrl(ctx.config, resolved.tenant.primaryHost), clientId: resolved.tenant.id };
}
