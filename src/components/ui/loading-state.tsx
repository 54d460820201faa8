// The placeholder while a list loads: skeleton rows shaped like the cards that will replace them,
// announced once to screen readers instead of a silent blank area.
import { t } from '@lingui/core/macro';
import { Card, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

type Props = {
  /** How many placeholder rows. */
  rows?: number;
  /** Leading circle for lists of people or companies. */
  withAvatar?: boolean;
  label?: string;
};

export function LoadingState({ rows = 3, withAvatar = false, label = t`Loading…` }: Props) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} p="md" aria-hidden data-testid="loading-row">
          <Group align="flex-start" wrap="nowrap" gap="md">
            {withAvatar ? <Skeleton height={44} circle /> : null}
            <Stack gap={10} style={{ flex: 1 }}>
              <Skeleton height={14} width="45%" radius="sm" />
              <Skeleton height={10} width="70%" radius="sm" />
              <Skeleton height={10} width={i % 2 ? '55%' : '62%'} radius="sm" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
