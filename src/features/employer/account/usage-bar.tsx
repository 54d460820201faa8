// One allowance of a licence: its label, "18 of 50 used" and a labelled bar; an unlimited one
// says so in words instead of a bar. The bar turns orange near the limit and red at it, and the
// words always say the same, so colour never carries the meaning alone.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { LicenceUsage } from '@generated/api/model';

const count = (n: number) => n.toLocaleString('en-US');

export function usageInWords(usage: Pick<LicenceUsage, 'limit' | 'used'>): string {
  const used = Number.isFinite(usage.used) ? usage.used : 0;
  if (usage.limit === 'unlimited') return t`${count(used)} used · Unlimited`;
  const limit = typeof usage.limit === 'number' ? usage.limit : 0;
  return t`${count(used)} of ${count(limit)} used`;
}

export function UsageBar({ usage }: { usage: LicenceUsage }) {
  const words = usageInWords(usage);
  const unlimited = usage.limit === 'unlimited';
  const limit = typeof usage.limit === 'number' ? usage.limit : 0;
  const used = Number.isFinite(usage.used) ? usage.used : 0;
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : used > 0 ? 100 : 0;
  const color = percent >= 100 ? 'red' : percent >= 80 ? 'orange' : undefined;
  return (
    <Stack gap={4} role="listitem">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="sm" fw={600}>
          {usage.label}
        </Text>
        <Text fz="sm" c="dimmed">
          {words}
          {!unlimited && percent >= 100 ? t` · limit reached` : null}
        </Text>
      </Group>
      {unlimited ? (
        <Text fz="xs" c="dimmed">
          <Trans>No limit on your plan</Trans>
        </Text>
      ) : (
        <Progress value={percent} color={color} size="md" aria-label={`${usage.label}: ${words}`} />
      )}
    </Stack>
  );
}
