// A titled card region of a screen; the title names the region for screen readers.
import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; children: ReactNode; actions?: ReactNode };

export function Section({ title, children, actions }: Props) {
  return (
    <Card component="section" p="lg" withBorder aria-label={title}>
      <Group justify="space-between" align="center" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
