// One titled card of the profile (a form or a list): an anchor the completion card links to, a
// heading that names the region for screen readers, a line of guidance and an optional action.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type Props = {
  title: string;
  description?: ReactNode;
  /** The element id the completion card's links jump to. */
  anchor?: string;
  action?: ReactNode;
  children: ReactNode;
};

export function FormCard({ title, description, anchor, action, children }: Props) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={anchor}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ scrollMarginTop: 80 }}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Title order={2} fz="lg" fw={650} id={headingId}>
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
