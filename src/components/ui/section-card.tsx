// One titled part of a screen: a bordered section named by its heading for screen readers, with an
// optional line of guidance under the title and an optional action on the right (under it on a
// narrow screen). The candidate's profile links to its cards by anchor.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type Props = {
  title: string;
  description?: ReactNode;
  /** The element id that links jump to (the profile's completion card). */
  anchor?: string;
  action?: ReactNode;
  /** The title's size: lg for a card of its own, md for a part of a denser screen. */
  titleSize?: 'lg' | 'md';
  /** The title block's width, in pixels, before the action wraps under it. */
  basis?: number;
  children: ReactNode;
};

export function SectionCard({ title, description, anchor, action, titleSize = 'lg', basis = 220, children }: Props) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={anchor}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={anchor ? { scrollMarginTop: 80 } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="wrap">
        <Stack gap={2} style={{ flex: `1 1 ${basis}px`, minWidth: 0 }}>
          <Title order={2} fz={titleSize} fw={650} id={headingId}>
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
