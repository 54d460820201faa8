// One way of adding a resume: what it does, and its action, or, when the plan does not include it,
// a note saying so with the way to upgrade (the action is not offered at all then).
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FeatureState } from '@/lib/plans/use-feature';

type Props = {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  /** The plan's answer for the flag this way needs; absent when any plan has it. */
  plan?: FeatureState;
  footer?: ReactNode;
};

function Upgrade() {
  return (
    <Group gap="sm" wrap="wrap">
      <Badge color="yellow" variant="light" radius="sm">
        <Trans>Not in your plan</Trans>
      </Badge>
      <Button size="xs" variant="light" renderRoot={(props) => <Link {...props} to="/jobsseekers/pricing-and-plans" />}>
        <Trans>Upgrade plan</Trans>
      </Button>
    </Group>
  );
}

export function OptionCard({ icon, title, text, action, plan, footer }: Props) {
  const body = plan?.isLoading ? (
    <Skeleton height={36} width={160} radius="md" />
  ) : plan && !plan.allowed ? (
    <Upgrade />
  ) : (
    action
  );
  return (
    <Paper withBorder radius="lg" p="lg" h="100%" component="li" style={{ display: 'flex' }}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg" fw={650}>
          {title}
        </Title>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
          {text}
        </Text>
        <div>{body}</div>
        {footer}
      </Stack>
    </Paper>
  );
}
