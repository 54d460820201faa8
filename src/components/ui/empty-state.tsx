// What a list or section shows when it has nothing yet: an icon, a title, a line of guidance and,
// where it helps, the action that fills it ("Create a job alert").
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

type Props = {
  title: string;
  text?: ReactNode;
  /** A line icon; the inbox by default. */
  icon?: ReactNode;
  action?: ReactNode;
  /** Less padding inside cards and tabs. */
  compact?: boolean;
};

export function EmptyState({ title, text, icon, action, compact = false }: Props) {
  return (
    <Stack align="center" ta="center" gap="xs" py={compact ? 'lg' : 48} px="md">
      <ThemeIcon size={compact ? 44 : 56} radius="xl" variant="light" color="gray" aria-hidden>
        {icon ?? <InboxIcon size={compact ? 22 : 28} />}
      </ThemeIcon>
      <Title order={3} fz={compact ? 'md' : 'lg'} fw={650} mt={4}>
        {title}
      </Title>
      {text ? (
        <Text c="dimmed" fz="sm" maw={420}>
          {text}
        </Text>
      ) : null}
      {action ? <Stack mt="sm">{action}</Stack> : null}
    </Stack>
  );
}
