// What the candidate's plan allows for a section (licence/{kind}/subscription-details), in words.
// The count is said only when few entries are left; with none left, Add is disabled with the
// reason. A failed or pending check never blocks adding: the server refuses beyond the allowance
// (403 LIMIT_OVER) and the form then shows the upgrade prompt.
import { useGetProfileSectionAllowance } from '@generated/api/candidate-profile/candidate-profile';
import type { ProfileSectionAllowance, ProfileSectionKind } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { kindInfo } from './kinds';

export type Allowance = { canAdd: boolean; note: string | null; blocked: string | null };

/** Below this many entries left, the card says how many are used. */
export const FEW_LEFT = 3;

export function describeAllowance(kind: ProfileSectionKind, a: ProfileSectionAllowance | undefined): Allowance {
  if (!a) return { canAdd: true, note: null, blocked: null };
  const info = kindInfo(kind);
  if (a.limit === 'unlimited')
    return {
      canAdd: a.canAdd,
      note: null,
      blocked: a.canAdd ? null : info.noMore(a.planName),
    };
  const count = { planName: a.planName, used: a.used, limit: a.limit };
  const used = info.used(count);
  if (a.canAdd) return { canAdd: true, note: (a.remaining ?? 0) <= FEW_LEFT ? used : null, blocked: null };
  return {
    canAdd: false,
    note: used,
    blocked: info.limitReached(count),
  };
}

export function useAllowance(kind: ProfileSectionKind): Allowance {
  // Silent: a check that fails is no reason for a toast; adding stays possible (see above).
  const query = useGetProfileSectionAllowance(kind, { request: SILENT, query: { retry: false } });
  return describeAllowance(kind, query.data?.data);
}
