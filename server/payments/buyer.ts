// Who is buying, from the signed-in user: an employer buys for the company, a candidate for
// themself. Also where the gateway sends the buyer back to.
import type { FastifyRequest } from 'fastify';
import { userOf, type RequestContext, type Tenant } from '../http/context.ts';
import { forbidden } from '../errors/errors.ts';
import { holderOf } from './entitlements.ts';
import type { Holder } from './licences-repo.ts';
import type { Buyer } from './orders.ts';
import { holderName } from './plans.ts';
import type { OrderRow } from './orders-repo.ts';

export function holderOfCaller(ctx: RequestContext): Holder {
  const holder = holderOf(userOf(ctx));
  if (!holder) throw forbidden('Only employers of a company and candidates have plans');
  return holder;
}

export async function buyerOf(ctx: RequestContext, tenant: Tenant): Promise<Buyer> {
  const user = userOf(ctx);
  const holder = holderOfCaller(ctx);
  return {
    holder,
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    holderName: await holderName(ctx.db, tenant.id, holder),
  };
}

/** The origin the buyer's browser used, so the gateway returns them to the same address. */
export function requestOrigin(req: FastifyRequest): string {
  const host = req.headers.host ?? req.hostname;
  return `${req.protocol}://${host}`;
}

export function statusPath(o: Pick<OrderRow, 'id' | 'kind' | 'holder_type'>): string {
  if (o.holder_type === 'candidate') return `/jobsseekers/payment-status/${o.id}`;
  return o.kind === 'topup' ? `/employer/top-up-payment-success?orderId=${o.id}` : `/employer/payment-status/${o.id}`;
}

export function cancelPath(o: Pick<OrderRow, 'kind' | 'holder_type' | 'plan_id' | 'topup_id'>): string {
  if (o.kind === 'topup') return `/employer/top-up-payment?topUpId=${o.topup_id ?? ''}`;
  return `${o.holder_type === 'candidate' ? '/jobsseekers' : '/employer'}/payment?planId=${o.plan_id ?? ''}`;
}
