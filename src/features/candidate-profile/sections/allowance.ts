// What the candidate's plan allows for a section (licence/{kind}/subscription-details), in words.
// The count is said only when few entries are left; with none left, Add is disabled with the
// reason. A failed or pending check never blocks adding: the server refuses beyond the allowance
// (403 LIMIT_OVER) and the form then shows the upgrade prompt.
import { useGetProfileSectionAllowance } from '@generated/api/candidate-profile/candidate-profile';
import type { ProfileSectionAllowance, ProfileSectionKind } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { KINDS } from './kinds';

export type Allowance = { canAdd: boolean; note: string | null; blocked: string | null };

/** Below this many entries left, the card says how many are used. */
export const FEW_LEFT = 3;

export function describeAllowance(kind: ProfileSectionKind, a: ProfileSectionAllowance | undefined): Allowance {
  if (!a) return { canAdd: true, note: null, blocked: null };
  const info = KINDS[kind];
  if (a.limit === 'unlimited')
    return {
      canAdd: a.canAdd,
      note: null,
      blocked: a.canAdd ? null : `Your ${a.planName} plan does not let you add more ${info.plural} now.`,
    };
  const used = `${a.used} of ${a.limit} ${info.plural} used on your ${a.planName} plan`;
  if (a.canAdd) return { canAdd: true, note: (a.remaining ?? 0) <= FEW_LEFT ? used : null, blocked: null };
  return {
    canAdd: false,
    note: used,
    blocked: `Your ${a.planName} plan allows ${a.limit} ${a.limit === 1 ? info.noun : info.plural}, and you have ${a.used}. Remove one to add another, or upgrade your plan.`,
  };
}

export function useAllowance(kind: ProfileSectionKind): Allowance {
  // Silent: a check that fails is no reason for a toast; adding stays possible (see above).
  const query = useGetProfileSectionAllowance(kind, { request: SILENT, query: { retry: false } });
  return describeAllowance(kind, query.data?.data);
}
