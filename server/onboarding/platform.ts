// The platform's own domain and the URLs of a client's site, from config.publicOrigin: a new
// client lives on `<subdomain>.<platform domain>`, and links keep the origin's scheme and port so
// that they work in development (http://acme.localhost:3000) as in production.
import type { Config } from '../config.ts';

/** Labels that stay with the platform: they name its own services, never a client. */
const RESERVED = new Set([
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'smtp',
  'ftp',
  'ns1',
  'ns2',
  'static',
  'cdn',
  'status',
]);

export function baseDomain(config: Pick<Config, 'publicOrigin'>): string {
  return new URL(config.publicOrigin).hostname.toLowerCase();
}

export function platformHost(config: Pick<Config, 'publicOrigin'>, subdomain: string): string {
  return `${subdomain.toLowerCase()}.${baseDomain(config)}`;
}

export function isReservedSubdomain(subdomain: string): boolean {
  return RESERVED.has(subdomain.toLowerCase());
}

/** Whether a host is the platform's domain or one of its subdomains (never a custom domain). */
export function isPlatformHost(config: Pick<Config, 'publicOrigin'>, host: string): boolean {
  const base = baseDomain(config);
  return host === base || host.endsWith(`.${base}`);
}

export function siteOrigin(config: Pick<Config, 'publicOrigin'>, host: string): string {
  const origin = new URL(config.publicOrigin);
  return `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}`;
}

export function apiBaseUrl(config: Pick<Config, 'publicOrigin'>, host: string): string {
  return `${siteOrigin(config, host)}/client/api/v1`;
}
