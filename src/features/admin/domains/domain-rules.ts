// What the domains screen decides by itself: reading what an admin types as a host name (a pasted
// URL is forgiven), how each state is named, and the list after the board moved, which the screen
// cannot fetch again from the old host (its calls now answer a redirect to another origin).
import type { AdminDomain, AdminDomains } from '@generated/api/model';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^[a-z]{2,63}$/;

export type DomainInput = { domain: string } | { error: string };

/** The host name in what was typed: lower case, without scheme, path, port or trailing dot. */
export function readDomain(raw: string): DomainInput {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (!text) return { error: 'Enter the domain, for example careers.yourcompany.com' };
  if (text.length > 253) return { error: 'A domain has at most 253 characters' };
  const labels = text.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TLD.test(tld))
    return { error: 'Enter a domain like careers.yourcompany.com: letters, digits and hyphens between dots' };
  return { domain: text };
}

export const STATE_LABEL: Record<AdminDomain['state'], string> = {
  primary: 'Primary',
  pending: 'Waiting for DNS',
  verified: 'Verified',
  retired: 'Redirecting',
};

export const STATE_COLOR: Record<AdminDomain['state'], string> = {
  primary: 'teal',
  pending: 'yellow',
  verified: 'blue',
  retired: 'gray',
};

/** The list once `moved` became primary: the former primary retired, redirecting there. */
export function afterMove(list: AdminDomains, moved: AdminDomain, now = new Date()): AdminDomains {
  const retiredAt = now.toISOString();
  const domains = list.domains.map((d): AdminDomain => {
    if (d.host === moved.host) return moved;
    if (d.state === 'primary') return { ...d, state: 'retired', retiredAt, redirectsTo: moved.host };
    if (d.state === 'retired') return { ...d, redirectsTo: moved.host };
    return d;
  });
  const order = ['primary', 'pending', 'verified', 'retired'];
  domains.sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state));
  return { primaryHost: moved.host, domains };
}

/** The console's domains page on another host of the board, keeping this page's scheme and port. */
export function consoleUrlOn(host: string, here: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}/admin/domains`;
}
