// The console's catalogue rows shaped into the contract: the buyers' schemas (payments/views.ts)
// with what only the admin sees.
import type { components } from '@generated/schema';
import type { Tenant } from '../../http/context.ts';
import { type PlanRecord, type TopUpRecord, gatewaysFor, planView, topUpView } from '../../payments/index.ts';

type S = components['schemas'];

export function adminPlanView(tenant: Tenant, p: PlanRecord, licenceCount: number): S['AdminPlan'] {
  return { ...planView(p, gatewaysFor(tenant, p.currency)), isActive: p.is_active, sort: p.sort, licenceCount };
}

export function adminTopUpView(t: TopUpRecord): S['AdminTopUp'] {
  return { ...topUpView(t), sort: t.sort };
}
