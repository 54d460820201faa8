// What the payment page sells: the plan from the audience's plan list (employers and candidates
// each have their own), or the top-up pack from the top-up list, found by its id. Only the list
// the page needs is asked for. The prices are the server's, converted when ?currency= is given.
import type { CurrencyCode, PageSize, Plan, TopUp } from '@generated/api/model';
import { useListCandidatePlans, useListEmployerPlans, useListTopUps } from '@generated/api/payments/payments';

export type Audience = 'employer' | 'candidate';
export type CheckoutMode = 'plan' | 'topup';

export type CheckoutItem = { kind: 'plan'; plan: Plan } | { kind: 'topup'; topUp: TopUp };

export type CheckoutItemState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'missing' }
  | { status: 'ready'; item: CheckoutItem };

// The largest page the lists accept; a board sells far fewer plans than this.
const ALL: { page: number; limit: PageSize } = { page: 1, limit: 50 };

type Args = { audience: Audience; mode: CheckoutMode; id: string | undefined; currency?: CurrencyCode };

export function useCheckoutItem({ audience, mode, id, currency }: Args): CheckoutItemState {
  const query = { ...ALL, ...(currency ? { currency } : {}) };
  const wantsPlan = mode === 'plan' && Boolean(id);
  const employerPlans = useListEmployerPlans(query, { query: { enabled: wantsPlan && audience === 'employer' } });
  const candidatePlans = useListCandidatePlans(query, { query: { enabled: wantsPlan && audience === 'candidate' } });
  const topUps = useListTopUps(query, { query: { enabled: mode === 'topup' && Boolean(id) } });

  if (!id) return { status: 'missing' };
  const list = mode === 'topup' ? topUps : audience === 'employer' ? employerPlans : candidatePlans;
  if (list.data === undefined) {
    if (list.isError)
      return { status: 'error', error: list.error, retry: () => void list.refetch(), retrying: list.isFetching };
    return { status: 'loading' };
  }
  if (mode === 'topup') {
    const topUp = topUps.data?.data.items.find((t) => t._id === id);
    return topUp && topUp.isActive ? { status: 'ready', item: { kind: 'topup', topUp } } : { status: 'missing' };
  }
  const plans = (audience === 'employer' ? employerPlans : candidatePlans).data?.data.items ?? [];
  const plan = plans.find((p) => p._id === id && !p.isTopUp);
  return plan ? { status: 'ready', item: { kind: 'plan', plan } } : { status: 'missing' };
}

/** The fields every part of the page reads, whichever kind of item it is. */
export function itemBasics(item: CheckoutItem): { id: string; name: string; price: number; currency: CurrencyCode } {
  const source = item.kind === 'plan' ? item.plan : item.topUp;
  return { id: source._id, name: source.name, price: source.price, currency: source.currency };
}
