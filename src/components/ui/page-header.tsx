// The heading block at the top of a screen: the page's one h1, a line of context and the screen's
// main actions, which move under the title on phones.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Above the title: a back link or breadcrumbs. */
  above?: ReactNode;
};

export function PageHeader({ title, subtitle, actions, above }: Props) {
  return (
    <Stack gap="xs" mb="lg">
      {above}
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }} fw={700} lh={1.25}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" fz="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="sm" wrap="wrap">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
