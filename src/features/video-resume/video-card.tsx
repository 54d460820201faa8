// The frame of both video resume sections: a titled card that names itself for screen readers.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function VideoCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={2} mb="md">
        <Title order={2} fz="lg" fw={650} id={headingId}>
          {title}
        </Title>
        {description ? (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
