// The plans a pricing page lists and the viewer's current plan. A signed-in employer reads the
// employer plans and its company's current plan; a signed-in candidate the candidate plans and
// their own licence; anyone else (guests, and a viewer of the other audience's page) the guest
// list of that audience.
import {
  useGetEmployerCurrentPlan,
  useListCandidateLicences,
  useListCandidatePlans,
  useListEmployerPlans,
  useListGuestPlans,
} from '@generated/api/payments/payments';
import type { BillingPeriod, Plan, PlanAudience } from '@generated/api/model';
import type { QueryLike } from '@/components/ui/query-view';
import { STALE } from '@/lib/query/query-client';
import { useSession } from '@/lib/session/session';

export type Viewer = 'employer' | 'candidate' | 'guest';

export type CurrentPlanInfo = {
  planId: string;
  name: string;
  price: number;
  currency: string;
  billingPeriod: string | null;
  /** A paid plan that is running (not a trial, not expired): top-ups may be added to it. */
  isPaid: boolean;
};

export type Pricing = {
  viewer: Viewer;
  plans: QueryLike<Plan[]>;
  current: CurrentPlanInfo | null;
};

const LIST = { page: 1, limit: 50 } as const;

export function useViewer(audience: PlanAudience): Viewer {
  const role = useSession()?.user.role;
  if (audience === 'employer' && role === 'employer') return 'employer';
  if (audience === 'candidate' && role === 'candidate') return 'candidate';
  return 'guest';
}

export function usePricing(audience: PlanAudience, billingPeriod: BillingPeriod): Pricing {
  const viewer = useViewer(audience);
  const query = { ...LIST, billingPeriod };
  const options = (enabled: boolean) => ({ query: { enabled, staleTime: STALE.short } });
  const employerPlans = useListEmployerPlans(query, options(viewer === 'employer'));
  const candidatePlans = useListCandidatePlans(query, options(viewer === 'candidate'));
  const guestPlans = useListGuestPlans({ ...query, audience }, options(viewer === 'guest'));
  const employerCurrent = useGetEmployerCurrentPlan({ query: { enabled: viewer === 'employer', retry: false } });
  const candidateCurrent = useListCandidateLicences({ query: { enabled: viewer === 'candidate', retry: false } });

  const source = viewer === 'employer' ? employerPlans : viewer === 'candidate' ? candidatePlans : guestPlans;
  const items = source.data?.data?.items;
  const plans: QueryLike<Plan[]> = {
    data: source.data ? (Array.isArray(items) ? items : []) : undefined,
    error: source.error,
    isError: source.isError,
    isFetching: source.isFetching,
    fetchStatus: source.fetchStatus,
    refetch: source.refetch,
  };

  let current: CurrentPlanInfo | null = null;
  if (viewer === 'employer' && employerCurrent.data?.data?.plan) {
    const { plan, isTrial, isExpired, licence } = employerCurrent.data.data;
    current = {
      planId: plan._id,
      name: plan.name,
      price: plan.price,
      currency: plan.currency,
      billingPeriod: plan.billingPeriod,
      isPaid: !isTrial && !isExpired && plan.price > 0 && licence?.status !== 'expired',
    };
  } else if (viewer === 'candidate' && candidateCurrent.data?.data?.currentLicence?.plan) {
    const licence = candidateCurrent.data.data.currentLicence;
    current = {
      planId: licence.plan._id,
      name: licence.plan.name,
      price: licence.plan.price,
      currency: licence.plan.currency,
      billingPeriod: licence.plan.billingPeriod,
      isPaid: licence.status === 'active' || licence.status === 'past_due',
    };
  }
  return { viewer, plans, current };
}
