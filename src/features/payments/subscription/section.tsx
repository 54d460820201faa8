// The frame of each part of the subscription screen: a bordered section named by its heading,
// with an optional line under the title and actions on the right (under it on phones); and a
// fact of a description list (label over value).
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type Props = { title: string; description?: ReactNode; action?: ReactNode; children: ReactNode };

export function Section({ title, description, action, children }: Props) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={2} fz="md" fw={650} id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fz="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
