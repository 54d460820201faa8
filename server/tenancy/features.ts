// Plan feature flags: a feature is allowed when the tenant's active plan tier includes it (from the
// manifest), unless the tenant's settings switch it explicitly. `default` is always allowed.
import { featureFlags, type FeatureFlagInfo, type PlanTier } from '@generated/manifest';
import type { Tenant } from './tenant.ts';

export function tierOf(subscription: string): PlanTier {
  if (subscription.startsWith('PREMIUM')) return 'premium';
  if (subscription.startsWith('PLUS')) return 'plus';
  if (subscription.startsWith('LITE')) return 'lite';
  return 'trial';
}

const byKey: ReadonlyMap<string, FeatureFlagInfo> = new Map(Object.values(featureFlags).map((f) => [f.key, f]));

export function featureAllowed(tenant: Tenant, feature: string): boolean {
  const flag = byKey.get(feature);
  if (!flag) return false;
  if (flag.alwaysAllowed) return true;
  const overrides = (tenant.settings.features ?? {}) as Record<string, unknown>;
  const override = overrides[feature];
  if (typeof override === 'boolean') return override;
  return flag.tiers.includes(tierOf(tenant.subscription));
}
