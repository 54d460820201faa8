// The subscription calls of one holder: the contract has an employer and a candidate variant of
// each (same shapes, paths under subscription/employer/ and subscription/candidate/, and the two
// billing-info calls in the employer and candidate-profile tags). Each hook here calls both
// generated hooks, the other one disabled or unused, and hands back the one for `who`, so the
// screens are written once and React sees the same hooks on every render.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetCandidateBillingInfoQueryKey,
  useGetCandidateBillingInfo,
} from '@generated/api/candidate-profile/candidate-profile';
import { getGetEmployerBillingInfoQueryKey, useGetEmployerBillingInfo } from '@generated/api/employer/employer';
import type { BillingInfo, Licence, PaymentMethod, Plan } from '@generated/api/model';
import {
  getListCandidatePaymentMethodsQueryKey,
  getListEmployerPaymentMethodsQueryKey,
  useBuyCandidatePlan,
  useBuyEmployerPlan,
  useCancelCandidateSubscription,
  useCancelEmployerSubscription,
  useCreateCandidateSubscriptionCheckout,
  useCreateEmployerSubscriptionCheckout,
  useDeleteCandidatePaymentMethod,
  useDeleteEmployerPaymentMethod,
  useGetEmployerCurrentPlan,
  useListCandidateLicences,
  useListCandidatePaymentMethods,
  useListCandidatePlans,
  useListEmployerPaymentMethods,
  useListEmployerPlans,
  useReportCandidatePaymentError,
  useReportCandidatePaymentIntentFailure,
  useReportEmployerPaymentError,
  useReportEmployerPaymentIntentFailure,
  useSetCandidatePaymentMethod,
  useSetEmployerPaymentMethod,
} from '@generated/api/payments/payments';
import type { QueryLike } from '@/components/ui/query-view';
import { SILENT } from '@/lib/api/http';
import { invalidatePlanQueries } from '@/lib/plans/use-feature';
import type { Who } from './who';

type Envelope<T> = { data: T };
type Result<T> = {
  data: Envelope<T> | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
};

/** The envelope's `data` of a generated query, in the shape QueryView reads. */
function unwrap<T>(q: Result<T>): QueryLike<T> {
  return {
    data: q.data?.data,
    error: q.error,
    isError: q.isError,
    isFetching: q.isFetching,
    fetchStatus: q.fetchStatus,
    refetch: q.refetch,
  };
}

// A billing screen shows what is true now: a renewal or a card saved on the gateway's page may
// have changed it since the last visit.
const FRESH = { staleTime: 0, retry: false } as const;

export function useBillingInfo(who: Who): QueryLike<BillingInfo> {
  const employer = useGetEmployerBillingInfo({ query: { ...FRESH, enabled: who === 'employer' } });
  const candidate = useGetCandidateBillingInfo({ query: { ...FRESH, enabled: who === 'candidate' } });
  return unwrap(who === 'employer' ? employer : candidate);
}

export function usePaymentMethods(who: Who): QueryLike<PaymentMethod[]> {
  const employer = useListEmployerPaymentMethods({ query: { ...FRESH, enabled: who === 'employer' } });
  const candidate = useListCandidatePaymentMethods({ query: { ...FRESH, enabled: who === 'candidate' } });
  const q = unwrap(who === 'employer' ? employer : candidate);
  return { ...q, data: q.data === undefined ? undefined : Array.isArray(q.data) ? q.data : [] };
}

const ALL_PLANS = { page: 1, limit: 50 } as const;

export function usePlans(who: Who): QueryLike<Plan[]> {
  const employer = useListEmployerPlans(ALL_PLANS, { query: { enabled: who === 'employer' } });
  const candidate = useListCandidatePlans(ALL_PLANS, { query: { enabled: who === 'candidate' } });
  const q = who === 'employer' ? employer : candidate;
  const items = q.data?.data?.items;
  return { ...unwrap(q), data: q.data ? (Array.isArray(items) ? items : []) : undefined };
}

/**
 * The licence in force, for the date its features stop when it does not renew (billing info
 * gives only the next renewal). The same queries the licence tab and the pricing pages read.
 */
export function useLicenceInForce(who: Who): Licence | null {
  const employer = useGetEmployerCurrentPlan({ query: { enabled: who === 'employer', retry: false }, request: SILENT });
  const candidate = useListCandidateLicences({
    query: { enabled: who === 'candidate', retry: false },
    request: SILENT,
  });
  if (who === 'employer') return employer.data?.data?.licence ?? null;
  return candidate.data?.data?.currentLicence ?? null;
}

// Failures of these calls are shown where they happened (in the dialog or beside the button),
// so the HTTP seam's toast would only say it twice.
const QUIET = { request: SILENT } as const;

export function useCancelCall(who: Who) {
  const employer = useCancelEmployerSubscription(QUIET);
  const candidate = useCancelCandidateSubscription(QUIET);
  return who === 'employer' ? employer : candidate;
}

export function useCardCalls(who: Who) {
  const employer = { setDefault: useSetEmployerPaymentMethod(QUIET), remove: useDeleteEmployerPaymentMethod(QUIET) };
  const candidate = { setDefault: useSetCandidatePaymentMethod(QUIET), remove: useDeleteCandidatePaymentMethod(QUIET) };
  return who === 'employer' ? employer : candidate;
}

export function usePurchaseCalls(who: Who) {
  const employer = {
    buy: useBuyEmployerPlan(QUIET),
    checkout: useCreateEmployerSubscriptionCheckout(QUIET),
    reportError: useReportEmployerPaymentError(QUIET),
    reportDecline: useReportEmployerPaymentIntentFailure(QUIET),
  };
  const candidate = {
    buy: useBuyCandidatePlan(QUIET),
    checkout: useCreateCandidateSubscriptionCheckout(QUIET),
    reportError: useReportCandidatePaymentError(QUIET),
    reportDecline: useReportCandidatePaymentIntentFailure(QUIET),
  };
  return who === 'employer' ? employer : candidate;
}

/** After a change: the billing details and cards of both holders, and every plan query (licence map included). */
export function useRefreshBilling(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    const keys = [
      getGetEmployerBillingInfoQueryKey(),
      getGetCandidateBillingInfoQueryKey(),
      getListEmployerPaymentMethodsQueryKey(),
      getListCandidatePaymentMethodsQueryKey(),
    ];
    await Promise.all([
      ...keys.map((queryKey) => client.invalidateQueries({ queryKey })),
      invalidatePlanQueries(client),
    ]);
  }, [client]);
}
