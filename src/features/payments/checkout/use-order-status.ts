// The payment status of an order (order/status/{id}), polled every 2 s while it is Pending (2)
// and no longer once it is Success (1) or Failed (3). When it turns Success the licence, the
// feature map, the current plan and the payments history are refreshed once.
import { useEffect, useRef } from 'react';
import { TransactionStatus } from '@generated/api/model/transactionStatus';
import { useGetOrderStatus } from '@generated/api/payments/payments';
import { useInvalidatePlanQueries } from '@/lib/plans/use-feature';

export const POLL_MS = 2000;

export function useOrderStatus(orderId: string) {
  const query = useGetOrderStatus(orderId, {
    query: {
      refetchInterval: (q) => (q.state.data?.data.status === TransactionStatus.PENDING ? POLL_MS : false),
      // A background tab keeps asking, so the page is current when the buyer comes back.
      refetchIntervalInBackground: true,
      retry: false,
    },
  });
  const invalidate = useInvalidatePlanQueries();
  const refreshedFor = useRef<string | null>(null);
  const succeeded = query.data?.data.status === TransactionStatus.SUCCESS;
  useEffect(() => {
    if (!succeeded || refreshedFor.current === orderId) return;
    refreshedFor.current = orderId;
    void invalidate();
  }, [succeeded, orderId, invalidate]);
  return query;
}
