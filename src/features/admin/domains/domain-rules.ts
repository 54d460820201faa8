// What the domains screen decides by itself: how each state is named, and the list after the board
// moved, which the screen cannot fetch again from the old host (its calls now answer a redirect to
// another origin).
import { t } from '@lingui/core/macro';
import type { AdminDomain, AdminDomains } from '@generated/api/model';

/** A host's state as the screen names it, in the page's language (read at render). */
export const stateLabels = (): Record<AdminDomain['state'], string> => ({
  primary: t`Primary`,
  pending: t`Waiting for DNS`,
  verified: t`Verified`,
  retired: t`Redirecting`,
});

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
