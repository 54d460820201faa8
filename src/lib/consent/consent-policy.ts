// Whether this board asks a visitor before analytics (docs/consent.md): when its setting says so
// (on unless turned off; an answer without it, from an older server, asks too) and it has an
// analytics provider to ask about. A board that tracks nobody shows no banner: there is nothing to
// consent to. Read by the first page's consent gate and footer, and by the tracking start.
import type { Settings } from '@generated/api/model';
import { tracksVisitors } from '@shared/analytics/tracks-visitors.ts';

export type ConsentPolicy = { needed: boolean; policyVersion: string };

type Board = Pick<Settings, 'analytics'> & { consent?: Settings['consent'] };

export function consentPolicyOf(settings: Board | null | undefined): ConsentPolicy {
  const policyVersion = settings?.consent?.policyVersion ?? '1';
  if (!settings) return { needed: false, policyVersion };
  return { needed: settings.consent?.required !== false && tracksVisitors(settings.analytics), policyVersion };
}
