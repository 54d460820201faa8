// What a screen shows where the plan stops the user: a compact note saying what the plan lacks
// (the flag's label from the manifest, or the server's own words) and an "Upgrade plan" button to
// the pricing page of the viewer's audience. `FeatureGate` renders its children when the plan
// allows the flag and the prompt (or a fallback) otherwise.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FeatureFlagKey } from '@generated/manifest';
import { useSession, type Role } from '@/lib/session/session';
import { featureLabel } from './feature-labels';
import { useFeature } from './use-feature';

export type PricingPath = '/employer/pricing-and-plans' | '/jobsseekers/pricing-and-plans' | '/pricing-and-plans';

/** Where "Upgrade plan" goes: the employer or job seeker pricing page, the public one for guests. */
export function pricingPathFor(role: Role | undefined): PricingPath {
  if (role === 'employer') return '/employer/pricing-and-plans';
  if (role === 'candidate') return '/jobsseekers/pricing-and-plans';
  return '/pricing-and-plans';
}

type PromptProps = {
  /** The flag the plan lacks; its label names what is missing. */
  feature?: FeatureFlagKey | (string & {});
  /** Why, in the server's or the screen's words; replaces the default sentence. */
  reason?: string;
  title?: string;
  /** Announce it (role alert) when it appears after an action failed. */
  announce?: boolean;
};

export function UpgradePrompt({ feature, reason, title, announce = false }: PromptProps) {
  const role = useSession()?.user.role;
  const label = feature ? featureLabel(feature) : null;
  const heading = title ?? (label ? t`${label} is not in your plan` : t`Your plan does not include this`);
  const text =
    reason ?? (label ? t`Your current plan does not include ${label.toLowerCase()}.` : t`Upgrade to unlock it.`);
  return (
    <Alert
      variant="light"
      color="yellow"
      title={heading}
      role={announce ? 'alert' : 'note'}
      data-testid="upgrade-prompt"
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text fz="sm" style={{ flex: '1 1 200px' }}>
          {text}
        </Text>
        <Button component={Link} to={pricingPathFor(role)} size="xs" variant="filled">
          <Trans>Upgrade plan</Trans>
        </Button>
      </Group>
    </Alert>
  );
}

type GateProps = {
  feature: FeatureFlagKey | (string & {});
  children: ReactNode;
  /** Shown instead of the upgrade prompt when the plan lacks the flag; `null` hides the control. */
  fallback?: ReactNode;
  /** Shown while the licence loads; nothing by default so controls do not flash. */
  loading?: ReactNode;
};

export function FeatureGate({ feature, children, fallback, loading }: GateProps) {
  const state = useFeature(feature);
  if (state.isLoading) return <>{loading ?? null}</>;
  if (state.allowed) return <>{children}</>;
  return <>{fallback !== undefined ? fallback : <UpgradePrompt feature={feature} />}</>;
}
