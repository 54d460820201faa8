// The addresses in alert e-mails: the unsubscribe page (also the one-click POST target), the
// confirmation link, and the browse-jobs search of the alert's criteria.
import type { AlertCriteria } from '../db/tables-job-alerts.ts';
import { signAlertToken } from './token.ts';

export const UNSUBSCRIBE_PATH = '/alert-unsubscribe';

export function unsubscribeUrl(origin: string, secret: Uint8Array, alert: { id: string; email: string }): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${signAlertToken(secret, { alertId: alert.id, email: alert.email })}`;
}

export const confirmUrl = (origin: string, secret: Uint8Array, alert: { id: string; email: string }) =>
  `${unsubscribeUrl(origin, secret, alert)}&action=confirm`;

/** The browse-jobs screen with the alert's search (its URL parameters, newest first). */
export function browseUrl(origin: string, c: AlertCriteria): string {
  const p = new URLSearchParams();
  if (c.keyword) p.set('q', c.keyword);
  if (c.categories.length === 1 && c.categories[0]) p.set('category', c.categories[0].id);
  if (c.employmentTypes.length === 1 && c.employmentTypes[0]) p.set('type', c.employmentTypes[0]);
  if (c.workplaceTypes.length) p.set('workplace', c.workplaceTypes.join(','));
  if (c.city) p.set('location', c.city.id);
  if (c.experienceYears !== null) p.set('exp', String(c.experienceYears));
  if (c.salaryMin !== null && c.currencyCode) {
    p.set('salaryMin', String(c.salaryMin));
    p.set('currency', c.currencyCode);
  }
  p.set('sort', 'newest');
  return `${origin}/browse-jobs?${p.toString()}`;
}
