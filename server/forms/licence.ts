// The licence check of custom fields (specification §6: "the custom-field feature is gated by a
// licence check"): the tenant's plan must include custom_fields (or its settings switch it on)
// and the tenant must be in good standing; a suspended board's licence covers nothing extra.
import type { Tenant } from '../http/context.ts';
import { featureAllowed } from '../tenancy/features.ts';

export function customFieldsLicensed(tenant: Tenant): boolean {
  return tenant.status !== 'suspended' && featureAllowed(tenant, 'custom_fields');
}
