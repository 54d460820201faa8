// A checkout request as the payments vertical builds one, unique per call.
import { randomUUID } from 'node:crypto';
import type { CheckoutRequest } from '../../gateways/gateway.ts';

export function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const orderId = randomUUID();
  return {
    orderId,
    orderNo: `ORD-${orderId.slice(0, 8)}`,
    amountMinor: 4999,
    currency: 'USD',
    description: 'Featured job listing, 30 days',
    buyerEmail: 'buyer@example.com',
    buyerName: 'Ada Buyer',
    returnUrl: `https://board.example.com/payments/${orderId}`,
    cancelUrl: `https://board.example.com/payments/${orderId}?cancelled=1`,
    expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000),
    ...overrides,
  };
}
