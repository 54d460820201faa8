// What the candidate's plan allows for one section (`licence/{kind}/subscription-details`). Every
// plan keeps the same cap per section (SECTION_CAP, a bound on the profile's size rather than a
// thing sold); the plan's name and end come from the candidate's licence, 'Free' without one.
import type { components } from '@generated/schema';
import { activePlanLicence } from '../payments/index.ts';
import { SECTION_CAP, type Kind } from './section-kinds.ts';
import { listEntries, type Owner } from './sections.ts';

type S = components['schemas'];

export async function sectionAllowance(o: Owner, kind: Kind): Promise<S['ProfileSectionAllowance']> {
  const [used, licence] = await Promise.all([
    listEntries(o.db, o.clientId, o.userId, kind).then((l) => l.length),
    activePlanLicence(o.db, o.clientId, { type: 'candidate', userId: o.userId }),
  ]);
  const remaining = Math.max(0, SECTION_CAP - used);
  return {
    kind,
    limit: SECTION_CAP,
    used,
    remaining,
    canAdd: remaining > 0,
    planName: licence?.snapshot.name ?? 'Free',
    expiresAt: licence?.expires_at ? new Date(licence.expires_at).toISOString() : null,
  };
}
